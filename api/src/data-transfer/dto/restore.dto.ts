import { ApiProperty } from '@nestjs/swagger';

/** One problem found in a backup file. */
export class RestoreIssueDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Section (dataset key), or null for the file as a whole',
    example: 'hydrants',
  })
  section: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Record number within the section (from 1)', example: 3 })
  record: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'address' })
  field: string | null;

  @ApiProperty({ example: 'Address is required' })
  message: string;
}

export class RestoreDatasetDto {
  @ApiProperty({ example: 'hydrants' })
  key: string;

  @ApiProperty({ type: 'integer', description: 'Records in the file (they replace the current ones)' })
  inFile: number;

  @ApiProperty({ type: 'integer', description: 'Records in the database now (all removed by the restore)' })
  current: number;

  @ApiProperty({ description: 'Whether the file has this section (a missing one leaves the table empty)' })
  presentInFile: boolean;
}

export class RestorePreviewDto {
  @ApiProperty({ description: 'True when the file can be restored (no errors)' })
  valid: boolean;

  @ApiProperty({ type: String, nullable: true, example: '1.0' })
  version: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'HydrantOps' })
  system: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-23T17:05:09.000Z' })
  exportDate: string | null;

  @ApiProperty({ type: [RestoreDatasetDto] })
  datasets: RestoreDatasetDto[];

  @ApiProperty({ type: 'integer' })
  errorCount: number;

  @ApiProperty({ type: [RestoreIssueDto], description: 'The first 200 problems' })
  errors: RestoreIssueDto[];
}

export class RestoredDatasetDto {
  @ApiProperty({ example: 'hydrants' })
  key: string;

  @ApiProperty({ type: 'integer' })
  count: number;
}

export class RestoreResultDto {
  @ApiProperty({ type: [RestoredDatasetDto] })
  restored: RestoredDatasetDto[];
}
