import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, Matches } from 'class-validator';
import { IsCalendarDate, QueryIntField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { PERSONNEL_STATUSES, PERSONNEL_ZONES, PLATOONS } from '../../personnel/personnel.constants.js';
import type { PersonnelStatus, PersonnelZone, Platoon } from '../../personnel/personnel.constants.js';
import { ZoneFilterQueryDto } from '../../personnel/dto/personnel-query.dto.js';
import { ROTATION_PATTERNS } from '../calendar.constants.js';
import type { RotationPattern } from '../calendar.constants.js';
import { CALENDAR_MESSAGES as M } from '../calendar.constants.js';

/** Filters of the calendar: zone (or unassigned) and day status. */
export class CalendarFilterQueryDto extends ZoneFilterQueryDto {
  @ApiProperty({
    enum: PERSONNEL_STATUSES,
    enumName: 'PersonnelStatus',
    required: false,
    description: "Only people with this day status on a day (e.g. 'active': who is on duty).",
  })
  @IsOptional()
  @IsIn(PERSONNEL_STATUSES, { message: M.status })
  status?: PersonnelStatus;
}

export class CalendarMonthQueryDto extends CalendarFilterQueryDto {
  @ApiProperty({ example: '2026-11', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'The month, YYYY-MM.' })
  @IsNotEmpty({ message: M.monthRequired })
  @Matches(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { message: M.month })
  month: string;
}

export class CalendarExportQueryDto extends CalendarMonthQueryDto {
  @QueryIntField(1, 2_147_483_647, 1, M.personnelId)
  personnelId?: number;
}

export class CalendarDayQueryDto extends CalendarFilterQueryDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-05' })
  @IsNotEmpty({ message: M.dateRequired })
  @IsCalendarDate({ message: M.date })
  date: string;

  @QueryIntField(1, 1_000_000_000, 1, M.page)
  page?: number;

  @QueryIntField(1, 100, 25, M.pageSize(100))
  pageSize?: number;
}

/** A person on a calendar day, with their day status (SPEC §4 then DECISIONS §10). */
export class CalendarPersonDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  rank: string;

  @ApiProperty()
  badge: string;

  @ApiProperty({ type: String, enum: PERSONNEL_ZONES, nullable: true, description: 'null = Unassigned.' })
  assignedZone: PersonnelZone | null;

  @ApiProperty({ enum: PLATOONS, enumName: 'Platoon', nullable: true })
  platoon: Platoon | null;

  @ApiProperty({ enum: PERSONNEL_STATUSES, enumName: 'PersonnelStatus', description: "The person's own status." })
  status: PersonnelStatus;

  @ApiProperty({ enum: PERSONNEL_STATUSES, enumName: 'PersonnelStatus', description: 'The status on this day.' })
  dayStatus: PersonnelStatus;
}

export class DayStatusCountsDto {
  @ApiProperty({ type: 'integer' })
  active: number;

  @ApiProperty({ type: 'integer' })
  offDuty: number;

  @ApiProperty({ type: 'integer' })
  training: number;

  @ApiProperty({ type: 'integer' })
  onCall: number;
}

/** One day of the month grid. */
export class CalendarDayDto {
  @ApiProperty({ type: String, format: 'date' })
  date: string;

  @ApiProperty({
    enum: PLATOONS,
    enumName: 'Platoon',
    nullable: true,
    description: 'The platoon on duty (null without a rotation).',
  })
  platoonOnDuty: Platoon | null;

  @ApiProperty({ type: 'integer', description: 'People of the whole roster on duty (day status active), whatever the filters.' })
  onDuty: number;

  @ApiProperty({ description: 'A minimum staffing is set and onDuty is below it.' })
  belowMinimum: boolean;

  @ApiProperty({ type: 'integer', description: 'People shown on this day (the filters applied).' })
  total: number;

  @ApiProperty({ type: DayStatusCountsDto, description: 'The people shown, by day status.' })
  counts: DayStatusCountsDto;

  @ApiProperty({
    type: [CalendarPersonDto],
    description: 'The first 3 people shown (on duty first, then by name); the rest: total - 3 more.',
  })
  people: CalendarPersonDto[];
}

export class CalendarCountersDto {
  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer' })
  active: number;

  @ApiProperty({ type: 'integer' })
  offDuty: number;

  @ApiProperty({ type: 'integer' })
  training: number;

  @ApiProperty({ type: 'integer' })
  onCall: number;
}

export class CalendarMonthDto {
  @ApiProperty({ example: '2026-11' })
  month: string;

  @ApiProperty({ type: String, format: 'date', description: "The server's date." })
  today: string;

  @ApiProperty({ enum: ROTATION_PATTERNS, enumName: 'RotationPattern' })
  rotationPattern: RotationPattern;

  @ApiProperty({ type: 'integer', description: '0 = off.' })
  minimumStaffing: number;

  @ApiProperty({
    type: CalendarCountersDto,
    description: 'The five counters: people matching the zone filter, by their own status.',
  })
  counters: CalendarCountersDto;

  @ApiProperty({ type: [CalendarDayDto], description: 'Every day of the month, in order.' })
  days: CalendarDayDto[];
}

export class CalendarDayPageDto {
  @ApiProperty({ type: String, format: 'date' })
  date: string;

  @ApiProperty({ enum: PLATOONS, enumName: 'Platoon', nullable: true })
  platoonOnDuty: Platoon | null;

  @ApiProperty({ type: 'integer' })
  onDuty: number;

  @ApiProperty({ type: 'integer' })
  minimumStaffing: number;

  @ApiProperty()
  belowMinimum: boolean;

  @ApiProperty({ type: [CalendarPersonDto], description: 'On duty first, then by name.' })
  items: CalendarPersonDto[];

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}
