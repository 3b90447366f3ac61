import { isAbsolute, join, resolve } from 'node:path';
import { NotificationConfig, notificationConfigFrom } from '../notifications/notification-config.js';
import { findRepoRoot } from './repo-root.js';
import type { Role } from '../auth/min-role.decorator.js';
import { OgcConfig, ogcConfigFrom } from '../ogc/ogc-config.js';
import { EventsConfig, eventsConfigFrom } from '../events/events-config.js';
import { SignInConfig, signInConfigFrom } from '../auth/oidc/oidc-config.js';

/** Injection token of the resolved {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** The micro-frontends served under /remotes/<name>/ and listed in /remotes.json. */
export const REMOTE_NAMES = ['mf-hydrants', 'mf-maintenance', 'mf-resources', 'mf-reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface AppConfig {
  /** HTTP port (PORT, default 8080). */
  port: number;
  /** Bind address (HOST, default 0.0.0.0). */
  host: string;
  /** PostgreSQL URL (DATABASE_URL); unset means "start the embedded server". */
  databaseUrl: string | undefined;
  /** Max connections of the TypeORM pool (DB_POOL_SIZE, default 10). */
  dbPoolSize: number;
  /** How long a request waits for the database during a restart or failover before a 503 (DATABASE_OUTAGE_WAIT_SECONDS, default 5). */
  databaseOutageWaitSeconds: number;
  /** Explicit cookie-signing secret (SESSION_SECRET); otherwise one is generated and kept in app_settings. */
  sessionSecret: string | undefined;
  /** Idle timeout of a session in hours, renewed on every request (SESSION_TTL_HOURS, default 12). */
  sessionTtlHours: number;
  /**
   * Keep recently read sessions and their users in memory, dropped at once when the database
   * announces a change (SESSION_CACHE, default true; false: read both on every request).
   */
  sessionCache: boolean;
  /** Mark the session cookie Secure (COOKIE_SECURE=true); also turns on HSTS and upgrade-insecure-requests. */
  cookieSecure: boolean;
  /** Express "trust proxy" setting (TRUST_PROXY: true, a hop count, or a list of addresses). */
  trustProxy: boolean | number | string | undefined;
  /**
   * gzip the API's answers and unprecompressed files here (HTTP_COMPRESSION, default on); off
   * where a reverse proxy compresses them. The front-ends' precompressed files are sent as
   * they are either way.
   */
  httpCompression: boolean;
  /** Max JSON/urlencoded body size (BODY_LIMIT, default 10mb). */
  bodyLimit: string;
  /** Largest Full Backup file a restore accepts, in bytes (RESTORE_LIMIT_MB, default 2048). */
  restoreLimitBytes: number;
  /** Largest hydrant import file (CSV, .xlsx, GeoJSON), in bytes (IMPORT_LIMIT_MB, default 50). */
  importLimitBytes: number;
  /** pino level (LOG_LEVEL, default info). */
  logLevel: string;
  /** Serve the built front-ends (SERVE_WEB, default true). */
  serveWeb: boolean;
  /** Folder holding shell/dist and mf-*\/dist (WEB_ROOT, default the repo root). */
  webRoot: string;
  /** Manifest URL of each remote, keyed as in remotes.json (REMOTE_URL_MF_HYDRANTS, ...). */
  remoteUrls: Record<string, string>;
  /** More origins allowed to serve scripts, styles and data (CSP_EXTRA_ORIGINS, comma-separated). */
  cspExtraOrigins: string[];
  /** First administrator (ADMIN_USERNAME and ADMIN_PASSWORD, both or neither). */
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Failed logins allowed per username and client address within the window (LOGIN_MAX_FAILURES, default 5). */
  loginMaxFailures: number;
  /**
   * Failed logins allowed per client address, whatever the username, within the window
   * (LOGIN_MAX_FAILURES_PER_ADDRESS, default 10, so spraying usernames from one address meets
   * 429 early). Sign-ins from a browser holding the user's device cookie are not counted here.
   */
  loginMaxFailuresPerAddress: number;
  /** Rate-limit window in minutes (LOGIN_FAILURE_WINDOW_MINUTES, default 15). */
  loginFailureWindowMinutes: number;
  /**
   * Roles that must sign in with a second factor (TWO_FACTOR_REQUIRED_FOR: `none`, the default;
   * `admin`; or `officer`, meaning officers and administrators).
   */
  twoFactorRequiredRoles: Role[];
  /** Embedded PostgreSQL data folder (PG_DATA_DIR, default <repo>/.data/pg). */
  pgDataDir: string;
  /** Embedded PostgreSQL port (EMBEDDED_PG_PORT, default 54329). */
  embeddedPgPort: number;
  /** True when DATABASE_URL is unset, i.e. main.ts runs the embedded PostgreSQL (the quick-start trial). */
  usesEmbeddedDatabase: boolean;
  /** Map tile URL template (TILE_URL, default OpenStreetMap's); null when TILE_URL is set empty (offline basemap only). */
  tileUrl: string | null;
  /** Tile attribution (TILE_ATTRIBUTION, default '© OpenStreetMap contributors'). */
  tileAttribution: string;
  /**
   * A local tile set served under /api/tiles/ (DECISIONS §6): TILE_FILE, a PMTiles archive, or
   * TILE_DIR, an XYZ folder of {z}/{x}/{y}.png tiles (absolute paths). At most one; it wins over TILE_URL.
   */
  localTiles: { kind: 'pmtiles'; path: string } | { kind: 'directory'; path: string } | undefined;
  /**
   * Let a browser load one remote from a developer's dev server (REMOTE_OVERRIDES=true; off by
   * default, refused when NODE_ENV=production).
   */
  remoteOverrides: boolean;
  /**
   * Load the demo data set at start when the registry is empty (SEED_DEMO_DATA): true / false;
   * undefined (unset) means "only on the embedded PostgreSQL".
   */
  seedDemoData: boolean | undefined;
  /**
   * Seconds between periodic alert checks (ALERT_CHECK_INTERVAL_SECONDS, default 300). 0: only
   * the check at start; -1: no automatic check at all (tests run it themselves).
   */
  alertCheckIntervalSeconds: number;
  /**
   * Bearer token that GET /api/metrics requires (METRICS_TOKEN). Unset: the route answers 404,
   * so the metrics are never public.
   */
  metricsToken: string | undefined;
  /** SMTP and delivery settings of out-of-service notifications (SMTP_*, NOTIFY_*). */
  notifications: NotificationConfig;
  /** OGC API – Features: publishing without a token (OGC_PUBLIC) and the site's CRS (OGC_SITE_CRS). */
  ogc: OgcConfig;
  /** Idempotent writes (DECISIONS §15): how long keys are kept, how often they are purged, how long a second send waits. */
  idempotency: IdempotencyConfig;
  /** Live updates (GET /api/events): the heartbeat period (EVENTS_HEARTBEAT_SECONDS). */
  events: EventsConfig;
  /** Single sign-on (OIDC_*) and who may still sign in with a password (LOCAL_SIGN_IN). */
  signIn: SignInConfig;
}

export interface IdempotencyConfig {
  /** Days a key and its answer are kept after the write (IDEMPOTENCY_KEY_RETENTION_DAYS, default 7, at least 7). */
  retentionDays: number;
  /** Seconds between purges of expired keys (IDEMPOTENCY_PURGE_INTERVAL_SECONDS, default 3600; 0: at start only; -1: never). */
  purgeIntervalSeconds: number;
  /** Seconds a send waits for a send of the same key still in progress before 409 (IDEMPOTENCY_WAIT_SECONDS, default 10). */
  waitSeconds: number;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  }
  return value;
}

function numberFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

function parseTrustProxy(raw: string | undefined): AppConfig['trustProxy'] {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** TILE_URL: unset gives the default, an empty value null (no tile layer), else an http(s) URL template. */
function parseTileUrl(raw: string | undefined): string | null {
  if (raw === undefined) return DEFAULT_TILE_URL;
  const value = raw.trim();
  if (value === '') return null;
  if (!/^https?:\/\/[^/\s]+/i.test(value) && !value.startsWith('/')) {
    throw new Error(
      `TILE_URL must be an http(s) URL template such as ${DEFAULT_TILE_URL}, a path on this site, or empty (got "${raw}")`,
    );
  }
  return value;
}

/** TILE_FILE (a .pmtiles archive) or TILE_DIR (an XYZ folder): at most one of them. */
function parseLocalTiles(env: Env): AppConfig['localTiles'] {
  const file = nonEmpty(env.TILE_FILE)?.trim();
  const dir = nonEmpty(env.TILE_DIR)?.trim();
  if (file && dir) throw new Error('Set TILE_FILE (a PMTiles archive) or TILE_DIR (an XYZ tile folder), not both');
  if (file) {
    if (!/\.pmtiles$/i.test(file)) throw new Error(`TILE_FILE must name a .pmtiles archive (got "${file}")`);
    return { kind: 'pmtiles', path: resolve(file) };
  }
  return dir ? { kind: 'directory', path: resolve(dir) } : undefined;
}

/** REMOTE_OVERRIDES=true lets a developer point one remote at a dev server; never in production. */
function parseRemoteOverrides(env: Env): boolean {
  const allowed = booleanFrom(env, 'REMOTE_OVERRIDES') ?? false;
  if (allowed && env.NODE_ENV?.trim() === 'production') {
    throw new Error('REMOTE_OVERRIDES=true is refused when NODE_ENV=production (it would let a browser load foreign code)');
  }
  return allowed;
}

function alertIntervalFrom(env: Env): number {
  const raw = env.ALERT_CHECK_INTERVAL_SECONDS?.trim();
  if (raw === '-1') return -1;
  return intFrom(env, 'ALERT_CHECK_INTERVAL_SECONDS', 300, 0);
}

function idempotencyFrom(env: Env): IdempotencyConfig {
  const purge = env.IDEMPOTENCY_PURGE_INTERVAL_SECONDS?.trim();
  return {
    retentionDays: intFrom(env, 'IDEMPOTENCY_KEY_RETENTION_DAYS', 7, 7),
    purgeIntervalSeconds: purge === '-1' ? -1 : intFrom(env, 'IDEMPOTENCY_PURGE_INTERVAL_SECONDS', 3600, 0),
    waitSeconds: numberFrom(env, 'IDEMPOTENCY_WAIT_SECONDS', 10),
  };
}

function twoFactorRolesFrom(raw: string | undefined): Role[] {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'none') return [];
  if (value === 'admin') return ['admin'];
  if (value === 'officer') return ['officer', 'admin'];
  throw new Error(`TWO_FACTOR_REQUIRED_FOR must be none, admin or officer (got "${raw}")`);
}

/** HTTP_COMPRESSION: on (the default) or off; true and false are taken too. */
function onOffFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'on' || raw === 'true') return true;
  if (raw === 'off' || raw === 'false') return false;
  throw new Error(`${name} must be on or off (got "${env[name]}")`);
}

function booleanFrom(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false (got "${env[name]}")`);
}

/** Key of a remote in remotes.json: mf-hydrants -> mf_hydrants. */
export function remoteKey(name: RemoteName): string {
  return name.replace(/-/g, '_');
}

/** Env variable overriding a remote's manifest URL: mf-hydrants -> REMOTE_URL_MF_HYDRANTS. */
export function remoteEnvName(name: RemoteName): string {
  return `REMOTE_URL_${remoteKey(name).toUpperCase()}`;
}

/** Reads the whole configuration from environment variables (no other source). */
export function loadConfig(env: Env = process.env): AppConfig {
  const repoRoot = findRepoRoot();
  const webRootRaw = nonEmpty(env.WEB_ROOT);
  const pgDataRaw = nonEmpty(env.PG_DATA_DIR);
  const remoteUrls: Record<string, string> = {};
  for (const name of REMOTE_NAMES) {
    remoteUrls[remoteKey(name)] = nonEmpty(env[remoteEnvName(name)]) ?? `/remotes/${name}/mf-manifest.json`;
  }
  const port = intFrom(env, 'EMBEDDED_PG_PORT', 54329, 1);
  if (port === 5432) throw new Error('EMBEDDED_PG_PORT must not be 5432 (reserved for a system PostgreSQL)');
  return {
    port: intFrom(env, 'PORT', 8080, 0),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dbPoolSize: intFrom(env, 'DB_POOL_SIZE', 10, 1),
    databaseOutageWaitSeconds: numberFrom(env, 'DATABASE_OUTAGE_WAIT_SECONDS', 5),
    sessionSecret: nonEmpty(env.SESSION_SECRET),
    sessionTtlHours: numberFrom(env, 'SESSION_TTL_HOURS', 12),
    sessionCache: booleanFrom(env, 'SESSION_CACHE') ?? true,
    cookieSecure: env.COOKIE_SECURE?.trim() === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    httpCompression: onOffFrom(env, 'HTTP_COMPRESSION', true),
    bodyLimit: nonEmpty(env.BODY_LIMIT) ?? '10mb',
    restoreLimitBytes: numberFrom(env, 'RESTORE_LIMIT_MB', 2048) * 1024 * 1024,
    importLimitBytes: numberFrom(env, 'IMPORT_LIMIT_MB', 50) * 1024 * 1024,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    serveWeb: env.SERVE_WEB?.trim() !== 'false',
    webRoot: webRootRaw ? resolve(webRootRaw) : repoRoot,
    remoteUrls,
    cspExtraOrigins: (env.CSP_EXTRA_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    adminUsername: nonEmpty(env.ADMIN_USERNAME),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    loginMaxFailures: intFrom(env, 'LOGIN_MAX_FAILURES', 5, 1),
    loginMaxFailuresPerAddress: intFrom(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 10, 1),
    loginFailureWindowMinutes: numberFrom(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15),
    twoFactorRequiredRoles: twoFactorRolesFrom(env.TWO_FACTOR_REQUIRED_FOR),
    pgDataDir: pgDataRaw ? (isAbsolute(pgDataRaw) ? pgDataRaw : resolve(pgDataRaw)) : join(repoRoot, '.data', 'pg'),
    embeddedPgPort: port,
    usesEmbeddedDatabase: nonEmpty(env.DATABASE_URL) === undefined,
    tileUrl: parseTileUrl(env.TILE_URL),
    tileAttribution: nonEmpty(env.TILE_ATTRIBUTION)?.trim() ?? DEFAULT_TILE_ATTRIBUTION,
    localTiles: parseLocalTiles(env),
    remoteOverrides: parseRemoteOverrides(env),
    seedDemoData: booleanFrom(env, 'SEED_DEMO_DATA'),
    alertCheckIntervalSeconds: alertIntervalFrom(env),
    metricsToken: nonEmpty(env.METRICS_TOKEN)?.trim(),
    notifications: notificationConfigFrom(env),
    ogc: ogcConfigFrom(env),
    idempotency: idempotencyFrom(env),
    events: eventsConfigFrom(env),
    signIn: signInConfigFrom(env),
  };
}
