import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { EXPORT_FORMATS, ExportSummaryDto } from './dto/export.dto.js';
import { ExportsService } from './exports.service.js';
import { MinRole } from '../auth/min-role.decorator.js';

@ApiTags('exports')
@Controller('exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get('summary')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getExportSummary', summary: 'Dataset record counts and the NFPA compliance overview' })
  @ApiOkResponse({ type: ExportSummaryDto })
  getExportSummary(): Promise<ExportSummaryDto> {
    return this.exports.summary();
  }

  @Get(':format')
  @MinRole('viewer')
  @ApiParam({
    name: 'format',
    enum: EXPORT_FORMATS,
    description:
      'csv: hydrants-export-{timestamp}.csv (SPEC columns); tsv: the same tab-separated (Excel); xlsx: a workbook, one sheet per dataset; ' +
      'json: { hydrants, maintenanceHistory, exportDate, totalHydrants, totalMaintenanceRecords }; geojson: hydrants (RFC 7946 Points); ' +
      'zones-geojson: zones (RFC 7946 Polygons). Streamed.',
  })
  @ApiOperation({ operationId: 'exportData', summary: 'Download a raw data export (attachment, streamed)' })
  @ApiProduces(
    'text/csv',
    'text/tab-separated-values',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/json',
    'application/geo+json',
  )
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' }, description: 'The file, as an attachment' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Export format not supported' })
  exportData(@Param('format') format: string, @Res() res: Response): Promise<void> {
    return this.exports.export(format, res);
  }
}
