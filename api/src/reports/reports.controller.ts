import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AllowDemoWrite } from '../auth/public.decorator.js';
import { ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { fileTimestamp } from '../exports/export-datasets.js';
import { ReportRequestDto } from './dto/report-request.dto.js';
import { ReportOptionsDto, ReportPreviewDto } from './dto/report.dto.js';
import { reportDocument } from './report-document.js';
import { reportPdf } from './report-pdf.js';
import { reportText } from './report-text.js';
import { ReportsService } from './reports.service.js';
import { MinRole } from '../auth/min-role.decorator.js';

/** SPEC §9: the lowercased, hyphenated title plus a timestamp. */
export function reportFileBaseName(title: string, at: Date): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'report'}-${fileTimestamp(at)}`;
}

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('options')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'getReportOptions', summary: 'Step 2 choices: areas present and the first 10 hydrants' })
  @ApiOkResponse({ type: ReportOptionsDto })
  getReportOptions(): Promise<ReportOptionsDto> {
    return this.reports.options();
  }

  @Post()
  @MinRole('viewer')
  @HttpCode(HttpStatus.OK)
  // Building a report changes nothing: a demo session may do it (DECISIONS §2 forbids writes only).
  @AllowDemoWrite()
  @ApiOperation({
    operationId: 'generateReport',
    summary:
      'Build a report: format json gives the preview, txt or pdf the file (attachment named from the title and a timestamp)',
  })
  @ApiExtraModels(ReportPreviewDto)
  @ApiProduces('application/json', 'text/plain', 'application/pdf')
  @ApiOkResponse({
    description: 'json: the preview; txt: text/plain attachment; pdf: application/pdf attachment',
    content: {
      'application/json': { schema: { $ref: getSchemaPath(ReportPreviewDto) } },
      'text/plain': { schema: { type: 'string' } },
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiBadRequestResponse({
    type: ValidationErrorResponseDto,
    description: "'Please select a report type and enter a title', or a field's message",
  })
  async generateReport(
    @Body() body: ReportRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportPreviewDto | StreamableFile> {
    const format = body.format ?? 'json';
    const data = await this.reports.gather(body, { embedPhotos: format === 'pdf' });
    const doc = reportDocument(data);
    const base = reportFileBaseName(data.title, data.generatedAt);
    const text = reportText(doc);
    res.setHeader('Cache-Control', 'no-store');
    if (format === 'json') {
      return {
        type: data.type,
        typeLabel: data.typeLabel,
        title: data.title,
        generatedAt: data.generatedAt.toISOString(),
        fileBaseName: base,
        meta: doc.meta,
        sections: doc.sections,
        text,
      };
    }
    if (format === 'txt') {
      return new StreamableFile(Buffer.from(text, 'utf8'), {
        type: 'text/plain; charset=utf-8',
        disposition: `attachment; filename="${base}.txt"`,
      });
    }
    const pdf = await reportPdf(doc, data.photos?.embedded ?? []);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${base}.pdf"` });
  }
}
