import { createHmac } from 'node:crypto';
import nodemailer, { Transporter } from 'nodemailer';
import type { NotificationConfig } from './notification-config.js';
import type { NotificationEvent, NotificationPayload } from './notification-delivery.entity.js';

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

/** POSTs a signed body; any answer but 2xx (or no answer within 10 s) is a failure to retry. */
export async function postWebhook(url: string, secret: string, event: NotificationEvent, body: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'HydrantOps-Webhook',
      [EVENT_HEADER]: event,
      [SIGNATURE_HEADER]: signBody(body, secret),
    },
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`Webhook answered ${response.status}`);
}
