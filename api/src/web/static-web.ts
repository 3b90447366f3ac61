import type { NestExpressApplication } from '@nestjs/platform-express';
import expressStaticGzip from 'express-static-gzip';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServeStaticOptions } from 'serve-static';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { AppConfig, REMOTE_NAMES } from '../config/app-config.js';
import { NO_CACHE, setCacheHeaders } from './cache-headers.js';

export interface StaticWebLogger {
  log(message: string): void;
  warn(message: string): void;
}

function isReservedPath(path: string): boolean {
  return (
    path === '/api' || path.startsWith('/api/') || path === '/remotes' || path.startsWith('/remotes/') || path === '/remotes.json'
  );
}

/**
 * A folder of the build, served with the precompressed copies the build wrote beside each
 * text file (`<file>.br`, `<file>.gz`; see PrecompressPlugin) when the browser accepts them:
 * no compression per response. Files without a copy go through the compression middleware.
 */
function serveBuild(dir: string, options: ServeStaticOptions): RequestHandler {
  const { index, ...serveStatic } = options;
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: index === false ? false : 'index.html',
    serveStatic: { ...serveStatic, index: false },
  });
}

/**
 * Serves the built front-ends from WEB_ROOT: shell/dist at / (with SPA fallback to
 * index.html for extension-less GETs outside /api and /remotes), and each remote's dist
 * at /remotes/<name>/ (no fallback: a missing file is a 404). Missing folders only log a
 * warning. Registered before the Nest routes, so these requests never reach the guard.
 */
export function mountStaticWeb(app: NestExpressApplication, config: AppConfig, logger: StaticWebLogger): void {
  const staticOptions = {
    index: false as const,
    redirect: false,
    fallthrough: true,
    dotfiles: 'ignore',
    setHeaders: setCacheHeaders,
  };

  for (const remote of REMOTE_NAMES) {
    const dir = join(config.webRoot, remote, 'dist');
    if (!existsSync(dir)) {
      logger.warn(`Remote ${remote} is not built (${dir} missing); /remotes/${remote}/ answers 404`);
      continue;
    }
    app.use(
      `/remotes/${remote}/`,
      serveBuild(dir, {
        ...staticOptions,
        setHeaders: (res: ServerResponse, filePath: string) => {
          setCacheHeaders(res, filePath);
          // Public build output; lets a shell on another origin fetch the manifest.
          res.setHeader('Access-Control-Allow-Origin', '*');
        },
      }),
    );
    logger.log(`Serving ${dir} at /remotes/${remote}/`);
  }

  const shellDir = join(config.webRoot, 'shell', 'dist');
  const indexHtml = join(shellDir, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.warn(`Shell is not built (${indexHtml} missing); / answers 404 until it is`);
    return;
  }
  // Never for /api and /remotes: a file lookup (a `stat`) per API request cost ~0.2 ms.
  const serveShell = serveBuild(shellDir, { ...staticOptions, index: ['index.html'] });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isReservedPath(req.path)) next();
    else void serveShell(req, res, next);
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isReservedPath(req.path) || extname(req.path) !== '') {
      next();
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    res.sendFile(indexHtml, (error?: Error) => {
      if (error) next(error);
    });
  });
  logger.log(`Serving ${shellDir} at / (SPA fallback to index.html)`);
}
