import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { isEmail } from 'class-validator';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import {
  CreatedNotificationTargetDto,
  NOTIFICATION_MESSAGES as M,
  NotificationDeliveryDto,
  NotificationSettingsDto,
  NotificationTargetDto,
} from './dto/notification.dto.js';
import type { TargetKind } from './notification-target.entity.js';
import { checkWebhookHost } from './webhook-address.js';

interface TargetRow {
  id: number;
  kind: TargetKind;
  address: string;
  secret: string | null;
  created_at: Date;
}

const target = (row: TargetRow): NotificationTargetDto => ({
  id: row.id,
  kind: row.kind,
  address: row.address,
  createdAt: row.created_at.toISOString(),
});

async function addressError(kind: TargetKind, address: string, allowPrivateTargets: boolean): Promise<string | null> {
  if (kind === 'email') return isEmail(address) ? null : M.email;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return M.url;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return M.url;
  if (allowPrivateTargets) return null;
  const problem = await checkWebhookHost(url);
  if (problem === 'unresolved') return M.unresolved;
  return problem ? M.privateTarget : null;
}

const badAddress = (message: string) =>
  new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message], errors: { address: message } });

@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async settings(): Promise<NotificationSettingsDto> {
    const targets = await this.dataSource.query<TargetRow[]>(
      'SELECT id, kind, address, secret, created_at FROM notification_targets ORDER BY kind, address',
    );
    const deliveries = await this.dataSource.query<
      Array<{
        id: number;
        event: NotificationDeliveryDto['event'];
        hydrant: string;
        kind: TargetKind;
        address: string;
        status: NotificationDeliveryDto['status'];
        attempts: number;
        last_error: string | null;
        created_at: Date;
        sent_at: Date | null;
      }>
    >(
      `SELECT d.id, d.event, d.payload->>'hydrantId' AS hydrant, t.kind, t.address, d.status, d.attempts, d.last_error,
              d.created_at, d.sent_at
         FROM notification_deliveries d JOIN notification_targets t ON t.id = d.target_id
        ORDER BY d.created_at DESC, d.id DESC LIMIT 20`,
    );
    return {
      smtpConfigured: this.config.notifications.smtp !== null,
      from: this.config.notifications.from,
      targets: targets.map(target),
      deliveries: deliveries.map((d) => ({
        id: d.id,
        event: d.event,
        hydrantId: d.hydrant,
        kind: d.kind,
        address: d.address,
        status: d.status,
        attempts: d.attempts,
        lastError: d.last_error,
        createdAt: d.created_at.toISOString(),
        sentAt: d.sent_at?.toISOString() ?? null,
      })),
    };
  }

  async addTarget(kind: TargetKind, address: string): Promise<CreatedNotificationTargetDto> {
    const problem = await addressError(kind, address, this.config.notifications.allowPrivateTargets);
    if (problem) throw badAddress(problem);
    const secret = kind === 'webhook' ? randomBytes(32).toString('base64url') : null;
    const rows = await this.dataSource.query<TargetRow[]>(
      `INSERT INTO notification_targets (kind, address, secret) VALUES ($1, $2, $3)
       ON CONFLICT (kind, address) DO NOTHING RETURNING id, kind, address, secret, created_at`,
      [kind, address, secret],
    );
    if (rows.length === 0) throw badAddress(M.duplicate);
    return { ...target(rows[0]), secret: rows[0].secret };
  }

  /** Removes a target; its deliveries not yet sent go with it. */
  async removeTarget(id: number): Promise<void> {
    const [, count] = await this.dataSource.query<[unknown[], number]>('DELETE FROM notification_targets WHERE id = $1', [id]);
    if (count === 0) throw new NotFoundException(M.notFound);
  }
}
