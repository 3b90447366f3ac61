import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { AppConfig } from '../config/app-config.js';

/** Origins of remotes configured on other hosts (absolute REMOTE_URL_* values, CSP_EXTRA_ORIGINS). */
function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteUrls)) {
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // not a URL: ignore
    }
  }
  for (const origin of config.cspExtraOrigins) origins.add(new URL(origin).origin);
  return [...origins].sort();
}

/**
 * CSP source for the configured tile server: its origin, with a templated subdomain
 * ('https://{a-c}.tile.example.org/...') as a wildcard ('https://*.tile.example.org').
 * Undefined for no tiles or a tile path on this site ('self' covers it).
 */
export function tileSource(tileUrl: string | null): string | undefined {
  if (!tileUrl) return undefined;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl);
  if (!match) return undefined;
  const scheme = match[1].toLowerCase();
  const host = match[2].replace(/\{[^}]*\}/g, '*').toLowerCase();
  // A host CSP can express: plain, or one leading "*." wildcard label.
  if (/^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host)) return `${scheme}://${host}`;
  return `${scheme}:`;
}

/**
 * helmet with a CSP fit for the console: own scripts only (plus remotes configured on
 * other origins), inline styles for antd's css-in-js, images from anywhere over https
 * plus the configured tile host (TILE_URL, also for fetch), data:/blob: images and blob: workers.
 */
/**
 * REMOTE_OVERRIDES=true: a developer's dev servers on this machine may serve one remote
 * (any port on localhost), with their hot-reload socket. Dev servers elsewhere go in
 * CSP_EXTRA_ORIGINS.
 */
export const DEV_SERVER_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];
const DEV_SOCKET_SOURCES = ['ws://localhost:*', 'ws://127.0.0.1:*'];

export function securityHeaders(config: AppConfig): RequestHandler {
  const remotes = [...remoteOrigins(config), ...(config.remoteOverrides ? DEV_SERVER_SOURCES : [])];
  const sockets = config.remoteOverrides ? DEV_SOCKET_SOURCES : [];
  // The tile host (TILE_URL) serves images, possibly fetched by the map library. A local
  // tile set (TILE_FILE / TILE_DIR) is served by this API: 'self' covers it, no outside host.
  const tiles = config.localTiles ? undefined : tileSource(config.tileUrl);
  const tileSources = tiles ? [tiles] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remotes],
        'style-src': ["'self'", "'unsafe-inline'", ...remotes],
        'img-src': [...new Set(["'self'", 'data:', 'blob:', 'https:', ...tileSources])],
        'font-src': ["'self'", 'data:', ...remotes],
        'connect-src': [...new Set(["'self'", ...remotes, ...sockets, ...tileSources])],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        // On plain-http sites (on-premises) upgrading would break every asset.
        'upgrade-insecure-requests': config.cookieSecure ? [] : null,
      },
    },
    strictTransportSecurity: config.cookieSecure,
  });
}
