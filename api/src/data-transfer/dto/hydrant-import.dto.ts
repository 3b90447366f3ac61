import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const IMPORT_FORMATS = ['csv', 'xlsx', 'geojson'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export class HydrantImportQueryDto {
  @ApiProperty({ enum: IMPORT_FORMATS, enumName: 'HydrantImportFormat', description: "The uploaded file's format" })
  @IsIn(IMPORT_FORMATS, { message: 'Format must be csv, xlsx or geojson' })
  format: ImportFormat;
}

export class ImportRowErrorDto {
  @ApiProperty({
    type: 'integer',
    description: 'Row of the spreadsheet (the header is row 1), or feature number (from 1) of a GeoJSON file',
    example: 3,
  })
  row: number;

  @ApiProperty({ type: String, nullable: true, example: 'H-003' })
  hydrantId: string | null;

  @ApiProperty({ example: 'address' })
  field: string;

  @ApiProperty({ example: 'Address is required' })
  message: string;
}

export class ImportRowDto {
  @ApiProperty({ type: 'integer', example: 2 })
  row: number;

  @ApiProperty({ type: String, nullable: true, example: 'H-001' })
  hydrantId: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true })
  area: string | null;

  @ApiProperty({ enum: ['add', 'update', 'error'], enumName: 'ImportRowAction' })
  action: 'add' | 'update' | 'error';
}

export class HydrantImportPreviewDto {
  @ApiProperty({ description: 'True when the import can be applied (rows and no errors)' })
  valid: boolean;

  @ApiProperty({ type: 'integer' })
  totalRows: number;

  @ApiProperty({ type: 'integer', description: 'Rows that add a hydrant (new hydrantId)' })
  toAdd: number;

  @ApiProperty({ type: 'integer', description: 'Rows that update the hydrant with that hydrantId' })
  toUpdate: number;

  @ApiProperty({ type: 'integer' })
  rowsWithErrors: number;

  @ApiProperty({ type: [String], description: 'Problems with the file as a whole (missing columns, not a table, ...)' })
  fileErrors: string[];

  @ApiProperty({ type: [String], description: 'Columns that are not imported' })
  ignoredColumns: string[];

  @ApiProperty({ type: [ImportRowErrorDto], description: 'The first 200 row errors' })
  errors: ImportRowErrorDto[];

  @ApiProperty({ type: [ImportRowDto], description: 'Rows with errors first, then the others: 200 at most' })
  rows: ImportRowDto[];
}

export class HydrantImportResultDto {
  @ApiProperty({ type: 'integer' })
  added: number;

  @ApiProperty({ type: 'integer' })
  updated: number;
}
