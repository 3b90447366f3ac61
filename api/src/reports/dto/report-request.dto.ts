import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { DateField, TextField } from '../../hydrants/dto/hydrant-field.decorators.js';
import {
  MAX_REPORT_AREAS,
  MAX_REPORT_HYDRANTS,
  REPORT_FORMATS,
  REPORT_MESSAGES,
  REPORT_TYPES,
  TYPE_AND_TITLE_REQUIRED,
  type ReportFormat,
  type ReportType,
} from '../report.constants.js';

/** May be left out, but not sent as null (the schema does not say nullable). */
const Omittable = () => ValidateIf((_object, value) => value !== undefined);

const SECTION = () => [
  ApiProperty({ type: Boolean, required: false }),
  Omittable(),
  IsBoolean({ message: REPORT_MESSAGES.sections }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** Step 3: which sections the report holds (SPEC: summary, details, recommendations on; photos, maintenance off). */
export class ReportSectionsDto {
  @apply([...SECTION(), ApiProperty({ type: Boolean, required: false, default: true })])
  summary?: boolean;

  @apply([...SECTION(), ApiProperty({ type: Boolean, required: false, default: true })])
  details?: boolean;

  @apply([...SECTION(), ApiProperty({ type: Boolean, required: false, default: true })])
  recommendations?: boolean;

  @apply([...SECTION(), ApiProperty({ type: Boolean, required: false, default: false })])
  photos?: boolean;

  @apply([...SECTION(), ApiProperty({ type: Boolean, required: false, default: false })])
  maintenance?: boolean;
}

/** POST /api/reports: the Report Generator's four steps in one request. */
export class ReportRequestDto {
  @ApiProperty({ enum: REPORT_TYPES, enumName: 'ReportType' })
  @IsNotEmpty({ message: TYPE_AND_TITLE_REQUIRED })
  @IsIn(REPORT_TYPES, { message: TYPE_AND_TITLE_REQUIRED })
  type: ReportType;

  @TextField(
    'required',
    200,
    { required: TYPE_AND_TITLE_REQUIRED, invalid: TYPE_AND_TITLE_REQUIRED },
    'Quarterly Inspection Report',
  )
  title: string;

  @TextField('nullable', 2000, { invalid: REPORT_MESSAGES.description })
  description?: string | null;

  @DateField('nullable', { invalid: REPORT_MESSAGES.startDate }, 'Maintenance completed on or after this date')
  startDate?: string | null;

  @DateField('nullable', { invalid: REPORT_MESSAGES.endDate }, 'Maintenance completed on or before this date')
  endDate?: string | null;

  @ApiProperty({
    type: [String],
    required: false,
    maxItems: MAX_REPORT_AREAS,
    description: 'Hydrants of these areas (with hydrantIds: of either)',
  })
  @Omittable()
  @IsArray({ message: REPORT_MESSAGES.areas })
  @ArrayMaxSize(MAX_REPORT_AREAS, { message: REPORT_MESSAGES.areas })
  @IsString({ each: true, message: REPORT_MESSAGES.areas })
  @MaxLength(200, { each: true, message: REPORT_MESSAGES.areas })
  areas?: string[];

  @ApiProperty({
    type: [Number],
    required: false,
    maxItems: MAX_REPORT_HYDRANTS,
    description: 'Internal hydrant ids (HydrantDto.id)',
  })
  @Omittable()
  @IsArray({ message: REPORT_MESSAGES.hydrantIds })
  @ArrayMaxSize(MAX_REPORT_HYDRANTS, { message: REPORT_MESSAGES.hydrantIds })
  @IsInt({ each: true, message: REPORT_MESSAGES.hydrantIds })
  @Min(1, { each: true, message: REPORT_MESSAGES.hydrantIds })
  @Max(2_147_483_647, { each: true, message: REPORT_MESSAGES.hydrantIds })
  hydrantIds?: number[];

  @ApiProperty({ type: ReportSectionsDto, required: false })
  @Omittable()
  @IsObject({ message: REPORT_MESSAGES.sections })
  @ValidateNested()
  @Type(() => ReportSectionsDto)
  sections?: ReportSectionsDto;

  @ApiProperty({
    enum: REPORT_FORMATS,
    enumName: 'ReportFormat',
    required: false,
    default: 'json',
    description: 'json: the preview; txt or pdf: the file',
  })
  @Omittable()
  @IsIn(REPORT_FORMATS, { message: REPORT_MESSAGES.format })
  format?: ReportFormat;
}
