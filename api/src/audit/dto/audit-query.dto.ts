import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../maintenance/dto/schedule-query.dto.js';
import { QueryDateField, QueryEnumField } from '../../maintenance/dto/maintenance-fields.js';
import { AUDIT_ACTIONS, AUDIT_MESSAGES as A } from '../audit.constants.js';
import type { AuditAction } from '../audit.constants.js';

function QueryText(maxLength: number, message: string, description: string) {
  return applyDecorators(
    ApiProperty({ type: String, required: false, maxLength, description }),
    IsOptional(),
    IsString({ message }),
    MaxLength(maxLength, { message }),
  );
}

/** GET /api/audit: newest first. */
export class ListAuditQueryDto extends PageQueryDto {
  @QueryText(100, A.user, "Only what this user did (a username, or 'system' for writes without a user).")
  user?: string;

  @QueryText(63, A.table, 'Only changes of this table (e.g. hydrants).')
  table?: string;

  @QueryText(100, A.record, "Only changes of this record (its id, e.g. a hydrant's numeric id).")
  record?: string;

  @QueryEnumField(AUDIT_ACTIONS, 'AuditAction', A.action)
  action?: AuditAction;

  @QueryDateField(A.from, 'On or after this day (UTC).')
  from?: string;

  @QueryDateField(A.to, 'On or before this day (UTC).')
  to?: string;
}

/** GET /api/hydrants/{id}/changes: newest first. */
export class HydrantChangesQueryDto extends PageQueryDto {}
