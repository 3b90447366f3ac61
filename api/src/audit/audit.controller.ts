import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MinRole } from '../auth/min-role.decorator.js';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { AUDIT_MESSAGES } from './audit.constants.js';
import { AuditService } from './audit.service.js';
import { AuditFilterOptionsDto, AuditPageDto } from './dto/audit-entry.dto.js';
import { HydrantChangesQueryDto, ListAuditQueryDto } from './dto/audit-query.dto.js';

/** The audit trail is read-only through the API: there is no route that changes it (and the trigger refuses). */
@ApiTags('audit')
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get('audit')
  @MinRole('admin')
  @ApiOperation({
    operationId: 'listAuditLog',
    summary: 'One page of the audit trail, newest first, filtered by user, table, record, action and date',
  })
  @ApiOkResponse({ type: AuditPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  listAuditLog(@Query() query: ListAuditQueryDto): Promise<AuditPageDto> {
    return this.audit.list(query);
  }

  @Get('audit/filters')
  @MinRole('admin')
  @ApiOperation({ operationId: 'getAuditFilterOptions', summary: "The users and tables the Audit Log's filters offer" })
  @ApiOkResponse({ type: AuditFilterOptionsDto })
  getAuditFilterOptions(): Promise<AuditFilterOptionsDto> {
    return this.audit.filterOptions();
  }

  @Get('hydrants/:id/changes')
  @MinRole('viewer')
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOperation({
    operationId: 'listHydrantChanges',
    summary: "A hydrant's history of changes (who, when, old → new), newest first",
  })
  @ApiOkResponse({ type: AuditPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "'Hydrant not found'" })
  listHydrantChanges(
    @Param('id', new ParseIdPipe(AUDIT_MESSAGES.hydrantNotFound)) id: number,
    @Query() query: HydrantChangesQueryDto,
  ): Promise<AuditPageDto> {
    return this.audit.hydrantChanges(id, query.page ?? 1, query.pageSize ?? 25);
  }
}
