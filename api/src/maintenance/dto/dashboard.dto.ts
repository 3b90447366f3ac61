import { ApiProperty } from '@nestjs/swagger';
import { AlertDto } from '../../alerts/dto/alert.dto.js';
import { MaintenanceScheduleDto } from './schedule.dto.js';
import { MaintenanceRecordDto } from '../../maintenance-history/dto/maintenance-record.dto.js';

/** GET /api/maintenance/dashboard (SPEC §3): counts over everything, the first schedules and alerts of each list. */
export class MaintenanceDashboardDto {
  @ApiProperty({ type: 'integer', description: 'Schedules scheduled (or overdue) whose date has passed.' })
  overdue: number;

  @ApiProperty({ type: 'integer', description: 'Schedules scheduled from today through the next 7 days.' })
  upcoming: number;

  @ApiProperty({ type: 'integer', description: 'Schedules in progress.' })
  inProgress: number;

  @ApiProperty({ type: 'integer', description: 'Schedules logged as incomplete (work still open).' })
  incomplete: number;

  @ApiProperty({ type: 'integer', description: 'Alerts not acknowledged.' })
  unacknowledgedAlerts: number;

  @ApiProperty({ type: 'integer', description: 'History records completed in the last 30 days.' })
  completedLast30Days: number;

  @ApiProperty({ type: [MaintenanceScheduleDto], description: 'The 10 most overdue (oldest date first).' })
  overdueSchedules: MaintenanceScheduleDto[];

  @ApiProperty({ type: [MaintenanceScheduleDto], description: 'The next 10 upcoming (soonest first).' })
  upcomingSchedules: MaintenanceScheduleDto[];

  @ApiProperty({ type: [MaintenanceScheduleDto], description: 'The first 10 in progress (soonest date first).' })
  inProgressSchedules: MaintenanceScheduleDto[];

  @ApiProperty({ type: [AlertDto], description: 'The first 10 unacknowledged alerts (urgent first, then newest).' })
  activeAlerts: AlertDto[];

  @ApiProperty({ type: [MaintenanceRecordDto], description: 'The 5 most recent history records.' })
  recentHistory: MaintenanceRecordDto[];
}

/** Answer of PATCH /api/maintenance/{id}/complete. */
export class CompleteWorkResultDto {
  @ApiProperty({ type: MaintenanceScheduleDto, description: 'The schedule, now completed or incomplete.' })
  schedule: MaintenanceScheduleDto;

  @ApiProperty({ type: MaintenanceRecordDto, description: 'The history record written.' })
  record: MaintenanceRecordDto;

  @ApiProperty({
    type: MaintenanceScheduleDto,
    nullable: true,
    description: 'The schedule created for the next date or the follow-up of incomplete work (null when none).',
  })
  followUp: MaintenanceScheduleDto | null;
}
