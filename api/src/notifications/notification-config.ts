/** E-mail and delivery settings of the notifications, from the environment (docs/operations/configuration.md). */
export interface NotificationConfig {
  /** nodemailer transport: SMTP_URL, or SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS/SMTP_SECURE; null when neither is set. */
  smtp: { url: string } | { host: string; port: number; secure: boolean; user?: string; pass?: string } | null;
  /** Sender of the e-mails (SMTP_FROM). */
  from: string;
  /** Seconds between outbox polls (NOTIFY_POLL_SECONDS, default 5; -1: no polling, tests run rounds themselves). */
  pollSeconds: number;
  /** First retry delay in seconds, doubled at each failure up to 6 hours (NOTIFY_RETRY_BASE_SECONDS, default 30). */
  retryBaseSeconds: number;
  /** Attempts before a delivery is given up as failed (NOTIFY_MAX_ATTEMPTS, default 10). */
  maxAttempts: number;
  /**
   * Webhooks may go to loopback, private, link-local, CGNAT and metadata addresses
   * (WEBHOOK_ALLOW_PRIVATE_TARGETS=true); by default they are refused when saved and when sent.
   */
  allowPrivateTargets: boolean;
}

type Env = Record<string, string | undefined>;

function number(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min} (got "${raw}")`);
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

export function notificationConfigFrom(env: Env): NotificationConfig {
  const url = env.SMTP_URL?.trim();
  const host = env.SMTP_HOST?.trim();
  const secure = env.SMTP_SECURE?.trim() === 'true';
  let smtp: NotificationConfig['smtp'] = null;
  if (url) smtp = { url };
  else if (host) {
    smtp = {
      host,
      port: number(env, 'SMTP_PORT', secure ? 465 : 587, 1),
      secure,
      user: env.SMTP_USER?.trim() || undefined,
      pass: env.SMTP_PASS || undefined,
    };
  }
  const pollRaw = env.NOTIFY_POLL_SECONDS?.trim();
  return {
    smtp,
    from: env.SMTP_FROM?.trim() || 'HydrantOps <hydrantops@localhost>',
    pollSeconds: pollRaw === '-1' ? -1 : number(env, 'NOTIFY_POLL_SECONDS', 5, 0.1),
    retryBaseSeconds: number(env, 'NOTIFY_RETRY_BASE_SECONDS', 30, 0),
    maxAttempts: number(env, 'NOTIFY_MAX_ATTEMPTS', 10, 1),
    allowPrivateTargets: flag(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS'),
  };
}

/** Delay before attempt `attempts + 1` after `attempts` failures: base × 2^(attempts−1), at most 6 hours. */
export function retryDelaySeconds(config: Pick<NotificationConfig, 'retryBaseSeconds'>, attempts: number): number {
  return Math.min(config.retryBaseSeconds * 2 ** Math.max(0, attempts - 1), 6 * 3600);
}
