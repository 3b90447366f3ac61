import { ApiProperty } from '@nestjs/swagger';
import { REPORT_TYPES } from '../report.constants.js';

export class ReportAreaOptionDto {
  @ApiProperty({ example: 'Downtown' }) area: string;
  @ApiProperty({ type: 'integer', description: 'Hydrants in the area' }) count: number;
}

export class ReportHydrantOptionDto {
  @ApiProperty({ type: 'integer', description: 'Internal id (for hydrantIds)' }) id: number;
  @ApiProperty({ example: 'H-001' }) hydrantId: string;
  @ApiProperty() address: string;
  @ApiProperty() area: string;
}

/** Step 2 of the Report Generator: the areas present and the first 10 hydrants (SPEC §9). */
export class ReportOptionsDto {
  @ApiProperty({ type: [ReportAreaOptionDto] }) areas: ReportAreaOptionDto[];
  @ApiProperty({ type: [ReportHydrantOptionDto], description: 'The first 10 hydrants by hydrantId' })
  hydrants: ReportHydrantOptionDto[];
  @ApiProperty({ type: 'integer' }) totalHydrants: number;
}

export class ReportBlockDto {
  @ApiProperty({ enum: ['fields', 'table', 'list', 'paragraph'] }) kind: 'fields' | 'table' | 'list' | 'paragraph';
  @ApiProperty({ required: false, description: 'paragraph' }) text?: string;
  @ApiProperty({
    required: false,
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
    description: 'fields: [label, value] pairs',
  })
  rows?: string[][];
  @ApiProperty({ required: false, type: [String], description: 'table' }) columns?: string[];
  @ApiProperty({ required: false, type: [String], description: 'list (numbered)' }) items?: string[];
  @ApiProperty({ required: false, description: 'table: a note under it (e.g. how many rows were left out)' }) note?: string;
}

export class ReportSectionDto {
  @ApiProperty({ example: 'Summary' }) heading: string;
  @ApiProperty({ type: [ReportBlockDto] }) blocks: ReportBlockDto[];
}

/** The preview (format json): the same content the .txt and the PDF hold. */
export class ReportPreviewDto {
  @ApiProperty({ enum: REPORT_TYPES, enumName: 'ReportType' }) type: string;
  @ApiProperty() typeLabel: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'date-time' }) generatedAt: string;
  @ApiProperty({
    description: 'File name without extension: lowercased hyphenated title and a timestamp',
    example: 'q3-inspections-2026-11-23-170500',
  })
  fileBaseName: string;
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
    description: '[label, value]: type, generated, period, scope, description',
  })
  meta: string[][];
  @ApiProperty({ type: [ReportSectionDto] }) sections: ReportSectionDto[];
  @ApiProperty({ description: "The .txt file's exact text" }) text: string;
}
