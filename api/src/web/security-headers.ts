import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { AppConfig } from '../config/app-config';

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
 * helmet with a CSP fit for the console: own scripts only (plus remotes configured on
 * other origins), inline styles for antd's css-in-js, images from anywhere over https
 * (the map tile host is configuration), data:/blob: images and blob: workers.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const remotes = remoteOrigins(config);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remotes],
        'style-src': ["'self'", "'unsafe-inline'", ...remotes],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:', ...remotes],
        'connect-src': ["'self'", ...remotes],
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
  }) as unknown as RequestHandler;
}
