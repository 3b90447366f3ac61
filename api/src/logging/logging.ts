import { RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';

/** Never written to logs: cookies, session ids, passwords. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body.password',
  '*.password',
  '*.passwordHash',
];

/** A URL as logged: an API token sent as the access_token query parameter is hidden. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]access_token=)[^&#]*/gi, '$1[redacted]');
}

/** pino options shared by the request logger and the pre-Nest logger of main.ts. JSON lines on stdout. */
export function pinoOptions(level: string): pino.LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { service: 'hydrant-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
}

/**
 * Synchronous stdout: log lines keep their order relative to the plain console lines
 * (admin password box, "Console ready") and none are lost when the process exits.
 */
function stdoutDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: true });
}

/** A plain pino logger for code that runs before Nest exists (embedded PostgreSQL start). */
export function createRootLogger(level: string): pino.Logger {
  return pino(pinoOptions(level), stdoutDestination());
}

/** nestjs-pino: one JSON line per request plus application logs, level from LOG_LEVEL. */
export const loggingModule = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    // Every path (Nest 11 / path-to-regexp 8 wildcard syntax), not only the /api prefix.
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: [
      {
        ...pinoOptions(config.logLevel),
        // Health probes would drown everything else.
        autoLogging: {
          ignore: (req) => (req.url ?? '').startsWith('/api/health'),
        },
        customLogLevel: (_req, res, error) =>
          error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        serializers: {
          req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
            id: req.id,
            method: req.method,
            url: redactUrl(req.url),
            remoteAddress: req.remoteAddress,
          }),
          res: (res: { statusCode: number }) => ({
            statusCode: res.statusCode,
          }),
        },
      },
      stdoutDestination(),
    ],
  }),
});
