import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { raiseMaintenanceAlerts, resolveInspectionAlerts, resolveMaintenanceAlerts } from '../alerts/alert-rules.js';
import { MaintenanceHistoryService } from '../maintenance-history/maintenance-history.service.js';
import { RecordPhotosService } from '../maintenance-history/record-photos.service.js';
import { CompleteWorkResultDto } from './dto/dashboard.dto.js';
import { CompleteWorkDto } from './dto/complete-work.dto.js';
import { escalated, FOLLOW_UP_DAYS, MAINTENANCE_MESSAGES as M } from './maintenance.constants.js';
import type { Priority } from './maintenance.constants.js';
import { LockedSchedule, MaintenanceService } from './maintenance.service.js';

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message], errors: { [field]: message } });
}

/**
 * Complete Work (DECISIONS §7), in one transaction: the history record (with readings and
 * photos), the schedule's new status, the hydrant's lastInspection for completed inspection
 * work, the follow-up schedule, and the alerts whose cause went away. Anything failing
 * rolls all of it back.
 */
@Injectable()
export class MaintenanceCompletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedules: MaintenanceService,
    private readonly history: MaintenanceHistoryService,
    private readonly photos: RecordPhotosService,
  ) {}

  async complete(id: number, dto: CompleteWorkDto, expected?: number): Promise<CompleteWorkResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const schedule = await this.schedules.lock(manager, id, expected);
      if (schedule.status === 'completed') throw new ConflictException(M.alreadyCompleted);
      if (schedule.status === 'cancelled') throw new ConflictException(M.cancelled);
      if (dto.hydrantId !== undefined && dto.hydrantId !== schedule.hydrant_id) throw fieldError('hydrantId', M.hydrantMismatch);
      if (dto.maintenanceType !== undefined && dto.maintenanceType !== schedule.maintenance_type) {
        throw fieldError('maintenanceType', M.typeMismatch);
      }
      const recordId = await this.writeRecord(manager, schedule, dto);
      await this.photos.add(manager, recordId, dto.photos ?? []);
      await manager.query(
        `UPDATE maintenance_schedules s SET status = $2::varchar, completed_date = r.completed_date, technician_name = r.technician_name,
           technician_id = r.technician_id, updated_at = now(), version = s.version + 1
         FROM maintenance_history r WHERE s.id = $1 AND r.id = $3`,
        [id, dto.status, recordId],
      );
      const inspected = schedule.maintenance_type === 'inspection' && dto.status === 'completed';
      if (inspected) await this.recordInspection(manager, schedule.hydrant_id, recordId, dto);
      const followUpId = await this.followUp(manager, schedule, recordId, dto);
      await resolveMaintenanceAlerts(manager, [id]);
      if (followUpId !== null) await raiseMaintenanceAlerts(manager, [followUpId]);
      return {
        schedule: await this.schedules.get(id, manager),
        record: await this.history.get(recordId, manager),
        followUp: followUpId === null ? null : await this.schedules.get(followUpId, manager),
      };
    });
  }

  private async writeRecord(manager: EntityManager, schedule: LockedSchedule, dto: CompleteWorkDto): Promise<number> {
    const [{ id }] = await manager.query<Array<{ id: number }>>(
      `INSERT INTO maintenance_history (hydrant_id, schedule_id, source, maintenance_type, completed_date, technician_name,
         technician_id, work_performed, findings_notes, work_duration, status, issues_found, next_maintenance_date, parts_used,
         cost, pressure, flow_rate, checklist, hydrant_status)
       SELECT $1::int, $2::int, 'maintenance', $3::varchar, coalesce($4::date, current_date), $5::varchar, $6::varchar, $7::text,
              $8::text, $9::int, $10::varchar, $11::text, $12::date, $13::text, $14::varchar, $15::int, $16::int, $17::text[],
              CASE WHEN $3::varchar = 'inspection' THEN h.status END
       FROM hydrants h WHERE h.id = $1
       RETURNING id`,
      [
        schedule.hydrant_id,
        schedule.id,
        schedule.maintenance_type,
        dto.completedDate ?? null,
        dto.technicianName,
        dto.technicianId ?? null,
        dto.workPerformed,
        dto.findingsNotes ?? null,
        dto.workDuration ?? null,
        dto.status,
        dto.issuesFound ?? null,
        dto.nextMaintenanceDate ?? null,
        dto.partsUsed ?? null,
        dto.cost ?? null,
        dto.pressure ?? null,
        dto.flowRate ?? null,
        dto.checklist ?? [],
      ],
    );
    return id;
  }

  /** Completed inspection work: the hydrant's latest values (lastInspection never moves back), and its inspection alert resolved. */
  private async recordInspection(
    manager: EntityManager,
    hydrantId: number,
    recordId: number,
    dto: CompleteWorkDto,
  ): Promise<void> {
    await manager.query(
      `UPDATE hydrants h SET last_inspection = greatest(h.last_inspection, r.completed_date),
         inspector = CASE WHEN h.last_inspection IS NULL OR r.completed_date >= h.last_inspection THEN r.technician_name ELSE h.inspector END,
         pressure = coalesce($3::int, h.pressure), flow_rate = coalesce($4::int, h.flow_rate),
         checklist = CASE WHEN $5::boolean THEN r.checklist ELSE h.checklist END,
         updated_at = now(), version = h.version + 1
       FROM maintenance_history r WHERE h.id = $1 AND r.id = $2`,
      [hydrantId, recordId, dto.pressure ?? null, dto.flowRate ?? null, dto.checklist !== undefined],
    );
    await resolveInspectionAlerts(manager, [hydrantId]);
  }

  /**
   * The follow-up schedule (DECISIONS §7), linked to the record: incomplete work is
   * scheduled again (the given date, or 7 days after completion) one priority step higher;
   * completed work with a next maintenance date gets a new schedule for it.
   */
  private async followUp(
    manager: EntityManager,
    schedule: LockedSchedule,
    recordId: number,
    dto: CompleteWorkDto,
  ): Promise<number | null> {
    const incomplete = dto.status === 'incomplete';
    if (!incomplete && !dto.nextMaintenanceDate) return null;
    const priority: Priority = incomplete ? escalated(schedule.priority as Priority) : (schedule.priority as Priority);
    const description = incomplete
      ? `Follow-up of incomplete ${schedule.maintenance_type} work: ${dto.issuesFound ?? ''}`.slice(0, 2000)
      : schedule.description;
    const [{ id }] = await manager.query<Array<{ id: number }>>(
      `INSERT INTO maintenance_schedules (hydrant_id, scheduled_date, maintenance_type, priority, assigned_to, description,
                                          estimated_duration, status, follows_record_id)
       SELECT s.hydrant_id, coalesce($2::date, r.completed_date + ${FOLLOW_UP_DAYS}), s.maintenance_type, $3::varchar,
              coalesce(s.assigned_to, r.technician_name), $4::text, s.estimated_duration, 'scheduled', r.id
       FROM maintenance_schedules s JOIN maintenance_history r ON r.id = $5 WHERE s.id = $1
       RETURNING id`,
      [schedule.id, dto.nextMaintenanceDate ?? null, priority, description, recordId],
    );
    // The record shows when the work continues.
    await manager.query(
      `UPDATE maintenance_history r SET next_maintenance_date = s.scheduled_date FROM maintenance_schedules s
       WHERE r.id = $1 AND s.id = $2`,
      [recordId, id],
    );
    return id;
  }
}
