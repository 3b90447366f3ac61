import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import nodemailer, { Transporter } from 'nodemailer';
import type { NotificationConfig } from './notification-config.js';
import type { NotificationEvent, NotificationPayload } from './notification-delivery.entity.js';
import { forbiddenRange, guardedLookup, hostOf, PrivateTargetError } from './webhook-address.js';

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>` keyed with the webhook's secret. */
export const SIGNATURE_HEADER = 'X-HydrantOps-Signature';
export const EVENT_HEADER = 'X-HydrantOps-Event';
export const WEBHOOK_TIMEOUT_MS = 10_000;

export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

const STATUS_TEXT: Record<string, string> = {
  operational: 'operational',
  maintenance: 'under maintenance',
  'out-of-service': 'out of service',
  new: 'newly added',
  removed: 'removed from the registry',
};

export function subjectOf(event: NotificationEvent, payload: NotificationPayload): string {
  if (event === 'out-of-service') return `Hydrant ${payload.hydrantId} is out of service`;
  // A deleted out-of-service hydrant leaves the out-of-service list too (trigger of migration 1795900000400).
  if (payload.toStatus === 'removed') return `Hydrant ${payload.hydrantId} was removed from the registry`;
  return `Hydrant ${payload.hydrantId} is back in service`;
}

export function textOf(event: NotificationEvent, payload: NotificationPayload): string {
  return [
    subjectOf(event, payload),
    '',
    `Hydrant: ${payload.hydrantId}`,
    `Address: ${payload.address}`,
    `Status: ${STATUS_TEXT[payload.fromStatus] ?? payload.fromStatus} -> ${STATUS_TEXT[payload.toStatus] ?? payload.toStatus}`,
    `When: ${payload.occurredAt}`,
    ...(payload.reason ? [`Reason: ${payload.reason}`] : []),
    ...(payload.expectedReturn ? [`Expected back: ${payload.expectedReturn}`] : []),
    `Location (lat, lon): ${payload.latitude}, ${payload.longitude}`,
    '',
    'Sent by HydrantOps. An administrator sets who receives these under Administration > Notifications.',
  ].join('\n');
}

/** The JSON a webhook receives. */
export function webhookBody(deliveryId: number, event: NotificationEvent, payload: NotificationPayload): string {
  return JSON.stringify({ deliveryId, event, hydrant: payload });
}

/** Sends e-mails through the SMTP server of the environment (one pooled transport per process). */
export class Mailer {
  private transport: Transporter | null = null;

  constructor(private readonly config: NotificationConfig) {}

  get configured(): boolean {
    return this.config.smtp !== null;
  }

  async send(to: string, subject: string, text: string): Promise<void> {
    const smtp = this.config.smtp;
    if (!smtp) throw new Error('SMTP is not configured (set SMTP_URL or SMTP_HOST)');
    this.transport ??=
      'url' in smtp
        ? nodemailer.createTransport(smtp.url)
        : nodemailer.createTransport({
            host: smtp.host,
            port: smtp.port,
            secure: smtp.secure,
            auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
          });
    await this.transport.sendMail({ from: this.config.from, to, subject, text });
  }

  close(): void {
    this.transport?.close();
    this.transport = null;
  }
}

/**
 * POSTs a signed body; any answer but 2xx (or no answer within 10 s) is a failure to retry.
 * Redirects are not followed (a 3xx is a failure). Unless private targets are allowed, the
 * host's addresses are checked as the connection is made (see guardedLookup), and an IP
 * literal, which is never looked up, before it.
 */
export async function postWebhook(
  url: string,
  secret: string,
  event: NotificationEvent,
  body: string,
  allowPrivateTargets = false,
): Promise<void> {
  const target = new URL(url);
  const host = hostOf(target);
  if (!allowPrivateTargets && isIP(host)) {
    const range = forbiddenRange(host);
    if (range) throw new PrivateTargetError(host, host, range);
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const status = await new Promise<number>((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'HydrantOps-Webhook',
          [EVENT_HEADER]: event,
          [SIGNATURE_HEADER]: signBody(body, secret),
        },
        lookup: allowPrivateTargets ? undefined : guardedLookup,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  if (status < 200 || status > 299) throw new Error(`Webhook answered ${status}`);
}
