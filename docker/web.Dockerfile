# One static web server per bundle: build the app named by APP (shell,
# mf-hydrants, mf-maintenance, mf-resources or mf-reports), serve its dist with nginx.
# Node 24 (LTS) only builds the bundle; nginx serves it.
FROM node:24-bookworm-slim AS build
ARG APP
WORKDIR /app
# `npm install`, not `npm ci`: the lock is made where the npm registry lacks other
# platforms' optional binaries (@swc/core-darwin-*, ...), so `npm ci` refuses it as out
# of sync; with the committed lock, install is exact.
COPY . .
RUN test -n "$APP" \
 && npm install --no-audit --no-fund \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run "@hydrant/${APP}:build" --outputStyle=static

FROM nginx:1.27-alpine
ARG APP
ARG NGINX_CONF=remote.conf.template
COPY docker/nginx/${NGINX_CONF} /etc/nginx/templates/default.conf.template
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
HEALTHCHECK --interval=15s --timeout=5s --retries=5 CMD wget -qO- http://127.0.0.1/healthz >/dev/null || exit 1
