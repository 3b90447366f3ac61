import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS } from '../audit.constants.js';
import type { AuditAction } from '../audit.constants.js';

/** One field of a change: its value before and after, as text (JSON for numbers, lists and objects). */
export class AuditChangeDto {
  @ApiProperty({ description: 'Column name, e.g. status or flow_rate.' })
  field: string;

  @ApiProperty({ type: String, nullable: true, description: 'Before (null: the record did not exist, or the value was empty).' })
  oldValue: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'After (null: the record was deleted, or the value is empty).' })
  newValue: string | null;
}

export class AuditEntryDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ format: 'date-time' })
  at: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The acting user (null: system, demo or a failed sign-in).' })
  actorId: number | null;

  @ApiProperty({ description: "The acting user's name; 'system' for writes without a signed-in user." })
  actorName: string;

  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' })
  action: AuditAction;

  @ApiProperty({ type: String, nullable: true, description: 'The table changed (null for auth events).' })
  tableName: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The record's id (its primary key)." })
  recordId: string | null;

  @ApiProperty({
    type: [AuditChangeDto],
    description: 'Field by field: inserted values, changed values (old → new), deleted values, or event details.',
  })
  changes: AuditChangeDto[];
}

export class AuditPageDto {
  @ApiProperty({ type: [AuditEntryDto] })
  items: AuditEntryDto[];

  @ApiProperty({ type: 'integer', description: 'Entries matching the filters, over all pages.' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

/** What the Audit Log's filters offer. */
export class AuditFilterOptionsDto {
  @ApiProperty({ type: [String], description: "Usernames, and 'system'." })
  users: string[];

  @ApiProperty({ type: [String], description: 'Tables that carry the audit trigger.' })
  tables: string[];
}
