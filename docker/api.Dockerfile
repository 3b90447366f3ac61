# The API image: NestJS on Node 24 (LTS). Migrations run at start.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# `npm install`, not `npm ci`: the lock is made where the npm registry lacks other
# platforms' optional binaries (@swc/core-darwin-*, ...), so `npm ci` refuses it as out
# of sync; with the committed lock, install is exact.
COPY . .
RUN npm install --no-audit --no-fund \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run @hydrant/api:build --outputStyle=static \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 SERVE_WEB=false
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
# the NFPA 291 library the API imports (node_modules/@hydrant/hydraulics links here)
COPY --from=build /app/libs/hydraulics/package.json ./libs/hydraulics/package.json
COPY --from=build /app/libs/hydraulics/dist ./libs/hydraulics/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
