import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { QueryIntField } from './hydrant-field.decorators.js';
import { MESSAGES } from '../hydrant.constants.js';

export const OUT_OF_SERVICE_ORDERS = ['longest', 'recent'] as const;
const OUT_OF_SERVICE_ORDER_MESSAGE = 'Order must be longest or recent';

/** One period a hydrant was out of service. */
export class OutOfServicePeriodDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String, format: 'date-time', description: 'From.' })
  startedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'To (null while it lasts).' })
  endedAt: string | null;

  @ApiProperty({ example: 'Broken valve stem' })
  reason: string;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  expectedReturn: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Username of who set it out of service.' })
  startedBy: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Username of who brought it back.' })
  endedBy: string | null;
}

/** A hydrant's out-of-service history, newest first. */
export class OutOfServiceHistoryDto {
  @ApiProperty({ type: [OutOfServicePeriodDto] })
  items: OutOfServicePeriodDto[];
}

/** A hydrant out of service now, for the dashboard. */
export class OutOfServiceHydrantDto {
  @ApiProperty({ type: 'integer', description: 'Internal hydrant id.' })
  id: number;

  @ApiProperty({ example: 'H-001' })
  hydrantId: string;

  @ApiProperty({ example: '100 Main St' })
  address: string;

  @ApiProperty({ type: String, format: 'date-time' })
  since: string;

  @ApiProperty({ type: 'integer', description: 'Whole days out of service so far.' })
  days: number;

  @ApiProperty()
  reason: string;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  expectedReturn: string | null;
}

export class OutOfServicePageDto {
  @ApiProperty({ type: [OutOfServiceHydrantDto], description: 'Longest out first (or most recent first).' })
  items: OutOfServiceHydrantDto[];

  @ApiProperty({ type: 'integer', description: 'Hydrants out of service now.' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

export class OutOfServiceQueryDto {
  @QueryIntField(1, 1_000_000_000, 1, MESSAGES.page)
  page?: number;

  @QueryIntField(1, 100, 10, MESSAGES.pageSize(100))
  pageSize?: number;

  @ApiProperty({
    enum: OUT_OF_SERVICE_ORDERS,
    enumName: 'OutOfServiceOrder',
    required: false,
    default: 'longest',
    description: 'longest: out longest first; recent: set out of service most recently first.',
  })
  @IsOptional()
  @IsIn(OUT_OF_SERVICE_ORDERS, { message: OUT_OF_SERVICE_ORDER_MESSAGE })
  order?: (typeof OUT_OF_SERVICE_ORDERS)[number];
}
