import { Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { BackupExportService } from './backup-export.service.js';
import { HydrantImportPreviewDto, HydrantImportQueryDto, HydrantImportResultDto } from './dto/hydrant-import.dto.js';
import { RestorePreviewDto, RestoreResultDto } from './dto/restore.dto.js';
import { HydrantImportService } from './hydrant-import/hydrant-import.service.js';
import { RestoreService } from './restore.service.js';
import { receiveFile, UploadedFile } from './upload-file.js';
import { MinRole } from '../auth/min-role.decorator.js';

const FILE_BODY = {
  description: 'The file itself (Content-Type: application/octet-stream)',
  schema: { type: 'string', format: 'binary' },
} as const;
const DEMO_FORBIDDEN = { type: ErrorResponseDto, description: 'Demo access is read-only' };
const TOO_LARGE = { type: ErrorResponseDto, description: 'The file is larger than the limit' };

/**
 * Full Backup download, restore from a backup, and hydrant import (the file formats:
 * docs/development/data-formats.md). Uploads are the raw file, streamed to a temporary file and
 * removed after the call. Restore and import are writes: demo sessions get 403 (and
 * once roles exist, they are for administrators only: DECISIONS §12).
 */
@ApiTags('data-transfer')
@Controller('data-transfer')
export class DataTransferController {
  constructor(
    private readonly backups: BackupExportService,
    private readonly restores: RestoreService,
    private readonly imports: HydrantImportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('backup')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'downloadFullBackup',
    summary: 'Full Backup: every dataset as one JSON file (hydrants-backup-<timestamp>.json), streamed',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'JSON attachment' })
  downloadFullBackup(@Res() res: Response): Promise<void> {
    return this.backups.write(res);
  }

  @Post('restore/preview')
  @MinRole('admin')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/octet-stream')
  @ApiBody(FILE_BODY)
  @ApiOperation({
    operationId: 'previewRestore',
    summary: 'Check a Full Backup file and show what a restore would replace (changes nothing)',
  })
  @ApiOkResponse({ type: RestorePreviewDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiPayloadTooLargeResponse(TOO_LARGE)
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  previewRestore(@Req() req: Request): Promise<RestorePreviewDto> {
    return this.withFile(req, this.config.restoreLimitBytes, (file) => this.restores.preview(file.path));
  }

  @Post('restore')
  @MinRole('admin')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/octet-stream')
  @ApiBody(FILE_BODY)
  @ApiOperation({
    operationId: 'applyRestore',
    summary: "Replace every dataset with the backup's, in one transaction (400 and nothing changed if any record is invalid)",
  })
  @ApiOkResponse({ type: RestoreResultDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiPayloadTooLargeResponse(TOO_LARGE)
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  applyRestore(@Req() req: Request): Promise<RestoreResultDto> {
    return this.withFile(req, this.config.restoreLimitBytes, (file) => this.restores.apply(file.path));
  }

  @Post('hydrant-import/preview')
  @MinRole('officer')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/octet-stream')
  @ApiBody(FILE_BODY)
  @ApiOperation({
    operationId: 'previewHydrantImport',
    summary: 'Check a CSV, .xlsx or GeoJSON file of hydrants: row errors, rows to add and to update (changes nothing)',
  })
  @ApiOkResponse({ type: HydrantImportPreviewDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiPayloadTooLargeResponse(TOO_LARGE)
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  previewHydrantImport(@Query() query: HydrantImportQueryDto, @Req() req: Request): Promise<HydrantImportPreviewDto> {
    return this.withFile(req, this.config.importLimitBytes, (file) => this.imports.preview(file.path, query.format));
  }

  @Post('hydrant-import')
  @MinRole('officer')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/octet-stream')
  @ApiBody(FILE_BODY)
  @ApiOperation({
    operationId: 'applyHydrantImport',
    summary: 'Add and update hydrants from the file in one transaction (400 and nothing changed while any row has an error)',
  })
  @ApiOkResponse({ type: HydrantImportResultDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiPayloadTooLargeResponse(TOO_LARGE)
  @ApiForbiddenResponse(DEMO_FORBIDDEN)
  applyHydrantImport(@Query() query: HydrantImportQueryDto, @Req() req: Request): Promise<HydrantImportResultDto> {
    return this.withFile(req, this.config.importLimitBytes, (file) => this.imports.apply(file.path, query.format));
  }

  private async withFile<T>(req: Request, limit: number, use: (file: UploadedFile) => Promise<T>): Promise<T> {
    const file = await receiveFile(req, limit);
    try {
      return await use(file);
    } finally {
      await file.dispose();
    }
  }
}
