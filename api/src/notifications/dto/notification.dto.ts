import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty } from 'class-validator';
import { TextField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { DELIVERY_STATUSES, NOTIFICATION_EVENTS } from '../notification-delivery.entity.js';
import type { DeliveryStatus, NotificationEvent } from '../notification-delivery.entity.js';
import { TARGET_KINDS } from '../notification-target.entity.js';
import type { TargetKind } from '../notification-target.entity.js';

export const NOTIFICATION_MESSAGES = {
  kind: 'Kind must be email or webhook',
  addressRequired: 'Address is required',
  addressInvalid: 'Address must be text of at most 500 characters',
  email: 'Address must be an e-mail address',
  url: 'Address must be an http or https URL',
  privateTarget:
    'Address must not point inside the network: its host is a loopback, private, link-local or cloud metadata address',
  unresolved: 'Address has a host name that cannot be found',
  duplicate: 'This address is already on the list',
  notFound: 'Notification target not found',
} as const;

/** POST /api/notifications/targets. */
export class CreateNotificationTargetDto {
  @ApiProperty({ enum: TARGET_KINDS, enumName: 'NotificationTargetKind' })
  @IsNotEmpty({ message: NOTIFICATION_MESSAGES.kind })
  @IsIn(TARGET_KINDS, { message: NOTIFICATION_MESSAGES.kind })
  kind: TargetKind;

  @TextField(
    'required',
    500,
    { required: NOTIFICATION_MESSAGES.addressRequired, invalid: NOTIFICATION_MESSAGES.addressInvalid },
    'dispatch@example.org',
  )
  address: string;
}

export class NotificationTargetDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ enum: TARGET_KINDS, enumName: 'NotificationTargetKind' })
  kind: TargetKind;

  @ApiProperty({ description: 'E-mail address or webhook URL' })
  address: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

/** A webhook just added: its signing secret, shown this once. */
export class CreatedNotificationTargetDto extends NotificationTargetDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Webhooks: the HMAC-SHA256 key of the X-HydrantOps-Signature header, shown this once; null for e-mail',
  })
  secret: string | null;
}

export class NotificationDeliveryDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ enum: NOTIFICATION_EVENTS, enumName: 'NotificationEvent' })
  event: NotificationEvent;

  @ApiProperty({ description: 'The hydrant number (HydrantDto.hydrantId)' })
  hydrantId: string;

  @ApiProperty({ enum: TARGET_KINDS, enumName: 'NotificationTargetKind' })
  kind: TargetKind;

  @ApiProperty()
  address: string;

  @ApiProperty({ enum: DELIVERY_STATUSES, enumName: 'NotificationDeliveryStatus' })
  status: DeliveryStatus;

  @ApiProperty({ type: 'integer' })
  attempts: number;

  @ApiProperty({ type: String, nullable: true })
  lastError: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;
}

export class NotificationSettingsDto {
  @ApiProperty({ description: 'Whether SMTP_URL or SMTP_HOST is set on the server (e-mails cannot go out otherwise)' })
  smtpConfigured: boolean;

  @ApiProperty({ description: 'Sender of the e-mails (SMTP_FROM)' })
  from: string;

  @ApiProperty({ type: NotificationTargetDto, isArray: true })
  targets: NotificationTargetDto[];

  @ApiProperty({ type: NotificationDeliveryDto, isArray: true, description: 'The 20 latest deliveries, newest first' })
  deliveries: NotificationDeliveryDto[];
}
