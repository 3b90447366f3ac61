import type { EntityManager } from 'typeorm';
import { onHydrantsAdded, raiseInspectionAlerts, raiseMaintenanceAlerts } from '../alerts/alert-rules.js';
import { escalated, Priority } from '../maintenance/maintenance.constants.js';
import { Random } from './prng.js';
import { ISSUES, OFFICERS, TECHNICIANS, WORK } from './demo-maintenance-texts.js';
import { INSPECTORS } from './springfield.js';

/**
 * Living maintenance for the demo data set: inspection history with readings over
 * the years, completed and incomplete maintenance, overdue, upcoming and in-progress
 * schedules, open and acknowledged alerts. Deterministic for a given `today`; written in a
 * few set-based statements inside the demo seed's transaction, after its hydrants.
 */

const SEED = 90_210_409;
const DAY = 86_400_000;

interface SeedHydrant {
  id: number;
  hydrant_id: string;
  status: string;
  pressure: number | null;
  flow_rate: number | null;
  last_inspection: string | null;
  inspector: string | null;
  checklist: string[];
}

interface RecordRow {
  key: number;
  hydrant_id: number;
  source: 'maintenance' | 'bulk-inspection';
  maintenance_type: string;
  completed_date: string;
  technician_name: string;
  technician_id: string | null;
  work_performed: string;
  findings_notes: string | null;
  work_duration: number | null;
  status: 'completed' | 'incomplete';
  issues_found: string | null;
  next_maintenance_date: string | null;
  parts_used: string | null;
  cost: string | null;
  pressure: number | null;
  flow_rate: number | null;
  checklist: string[];
  hydrant_status: string | null;
}

interface ScheduleRow {
  hydrant_id: number;
  scheduled_date: string;
  maintenance_type: string;
  priority: Priority;
  assigned_to: string | null;
  description: string;
  estimated_duration: number | null;
  status: string;
  technician_name: string | null;
  started_at: string | null;
  completed_date: string | null;
  /** key of the record it follows, or of the record completing it */
  follows_key: number | null;
  completed_by_key: number | null;
}

const iso = (date: Date): string => date.toISOString().slice(0, 10);

export interface DemoMaintenanceResult {
  records: number;
  schedules: number;
  alerts: number;
}

export async function seedDemoMaintenance(manager: EntityManager, today: Date = new Date()): Promise<DemoMaintenanceResult> {
  const random = new Random(SEED);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const day = (offset: number) => iso(new Date(midnight + offset * DAY));
  const hydrants = await manager.query<SeedHydrant[]>(
    `SELECT id, hydrant_id, status, pressure, flow_rate, to_char(last_inspection, 'YYYY-MM-DD') AS last_inspection, inspector, checklist
     FROM hydrants ORDER BY hydrant_id`,
  );
  const records: RecordRow[] = [];
  const schedules: ScheduleRow[] = [];
  let key = 0;
  const record = (row: Omit<RecordRow, 'key'>): number => {
    key += 1;
    records.push({ key, ...row });
    return key;
  };

  // Inspections: the latest matches the hydrant row; up to three earlier yearly rounds with drifting readings.
  for (const h of hydrants) {
    if (!h.last_inspection) continue;
    const rounds = random.int(1, 4);
    let pressure = h.pressure;
    let flow = h.flow_rate;
    for (let i = 0; i < rounds; i += 1) {
      const date = new Date(Date.parse(`${h.last_inspection}T00:00:00Z`) - i * (365 + random.int(-20, 20)) * DAY);
      record({
        hydrant_id: h.id,
        source: 'bulk-inspection',
        maintenance_type: 'inspection',
        completed_date: iso(date),
        technician_name: i === 0 && h.inspector ? h.inspector : random.pick(INSPECTORS),
        technician_id: null,
        work_performed: 'Inspection',
        findings_notes: i === 0 ? null : random.pick([null, 'Annual round', 'Spring flushing round', 'Pre-winter check']),
        work_duration: null,
        status: 'completed',
        issues_found: null,
        next_maintenance_date: null,
        parts_used: null,
        cost: null,
        pressure,
        flow_rate: flow,
        checklist: i === 0 ? h.checklist : ['Cap Present', 'No Leaks', 'Valve Operational', 'Marked Visible', 'Accessible'],
        hydrant_status: i === 0 ? h.status : 'operational',
      });
      // Older readings: pressures a little higher, flows a little better (mains age).
      pressure = pressure === null ? null : Math.min(120, pressure + random.int(0, 4));
      flow = flow === null ? null : flow + random.int(0, 60);
    }
  }

  const tech = () => random.pick(TECHNICIANS);
  const money = (range: [number, number]) => (range[1] === 0 ? null : `$${random.int(range[0], range[1])}.00`);

  /** A schedule completed in the past, with its record (and a follow-up when incomplete). */
  const completedWork = (h: SeedHydrant, type: string, daysAgo: number, incomplete: boolean) => {
    const work = random.pick(WORK[type]);
    const priority: Priority = type === 'emergency' ? 'urgent' : random.pick(['low', 'medium', 'medium', 'high'] as const);
    const technician = tech();
    const recordKey = record({
      hydrant_id: h.id,
      source: 'maintenance',
      maintenance_type: type,
      completed_date: day(-daysAgo),
      technician_name: technician,
      technician_id: `T-${100 + TECHNICIANS.indexOf(technician)}`,
      work_performed: incomplete ? `Started: ${work.task.toLowerCase()}` : work.done,
      findings_notes: random.chance(0.5)
        ? random.pick(['No other defects found', 'Recommend repaint next season', 'Traffic control needed next visit'])
        : null,
      work_duration: random.int(work.minutes[0], work.minutes[1]),
      status: incomplete ? 'incomplete' : 'completed',
      issues_found: incomplete ? random.pick(ISSUES) : null,
      next_maintenance_date: incomplete ? day(-daysAgo + 7) : null,
      parts_used: work.parts,
      cost: money(work.cost),
      pressure: null,
      flow_rate: null,
      checklist: [],
      hydrant_status: null,
    });
    schedules.push({
      hydrant_id: h.id,
      scheduled_date: day(-daysAgo - random.int(0, 5)),
      maintenance_type: type,
      priority,
      assigned_to: technician,
      description: work.task,
      estimated_duration: work.minutes[1],
      status: incomplete ? 'incomplete' : 'completed',
      technician_name: technician,
      started_at: new Date(midnight - daysAgo * DAY + 9 * 3_600_000).toISOString(),
      completed_date: day(-daysAgo),
      follows_key: null,
      completed_by_key: recordKey,
    });
    if (incomplete) {
      schedules.push({
        hydrant_id: h.id,
        scheduled_date: day(-daysAgo + 7),
        maintenance_type: type,
        priority: escalated(priority),
        assigned_to: technician,
        description: `Follow-up of incomplete ${type} work: ${records[records.length - 1].issues_found}`,
        estimated_duration: work.minutes[1],
        status: 'scheduled',
        technician_name: null,
        started_at: null,
        completed_date: null,
        follows_key: recordKey,
        completed_by_key: null,
      });
    }
  };

  const open = (h: SeedHydrant, type: string, offset: number, status: string, priority?: Priority) => {
    const work = random.pick(WORK[type]);
    const technician = tech();
    schedules.push({
      hydrant_id: h.id,
      scheduled_date: day(offset),
      maintenance_type: type,
      priority: priority ?? random.pick(['low', 'medium', 'medium', 'high'] as const),
      assigned_to: random.chance(0.8) ? technician : null,
      description: work.task,
      estimated_duration: random.chance(0.85) ? work.minutes[1] : null,
      status,
      technician_name: status === 'in-progress' ? technician : null,
      started_at: status === 'in-progress' ? new Date(midnight + offset * DAY + 8 * 3_600_000).toISOString() : null,
      completed_date: null,
      follows_key: null,
      completed_by_key: null,
    });
  };

  const operational = hydrants.filter((h) => h.status === 'operational');
  const needing = hydrants.filter((h) => h.status !== 'operational');
  // Work on hydrants that need it: repairs (urgent for out-of-service), some already under way.
  needing.forEach((h, i) => {
    const urgent = h.status === 'out-of-service';
    if (i % 5 === 0) open(h, urgent ? 'emergency' : 'repair', -random.int(0, 2), 'in-progress', urgent ? 'urgent' : 'high');
    else if (i % 5 === 1) open(h, 'repair', -random.int(2, 25), 'scheduled', urgent ? 'urgent' : 'high');
    else open(h, 'repair', random.int(0, 12), 'scheduled', urgent ? 'urgent' : random.pick(['medium', 'high'] as const));
  });
  // Routine and inspection work across the registry: past (completed, some incomplete), overdue, upcoming, later.
  operational.forEach((h, i) => {
    // Incomplete work is recent (its follow-up is still ahead or just overdue).
    if (i % 5 === 0) {
      const incomplete = i % 35 === 0;
      completedWork(
        h,
        random.pick(['routine', 'repair', 'routine']),
        incomplete ? random.int(3, 12) : random.int(3, 700),
        incomplete,
      );
    }
    if (i % 11 === 0) completedWork(h, 'emergency', random.int(30, 600), false);
    if (i % 20 === 0) open(h, random.pick(['routine', 'inspection']), -random.int(1, 40), 'scheduled');
    if (i % 9 === 0) open(h, random.pick(['routine', 'inspection', 'repair']), random.int(0, 7), 'scheduled');
    if (i % 7 === 0) open(h, random.pick(['routine', 'inspection']), random.int(8, 120), 'scheduled');
    if (i % 50 === 0) open(h, 'routine', random.int(-3, 0), 'in-progress');
    if (i % 60 === 0) open(h, 'routine', random.int(5, 30), 'cancelled');
  });

  // Records first (keys map to ids through the insertion order), then schedules, then the links.
  const recordIds = await manager.query<Array<{ id: number }>>(
    `INSERT INTO maintenance_history (hydrant_id, source, maintenance_type, completed_date, technician_name, technician_id,
       work_performed, findings_notes, work_duration, status, issues_found, next_maintenance_date, parts_used, cost, pressure,
       flow_rate, checklist, hydrant_status, created_at)
     SELECT hydrant_id, source, maintenance_type, completed_date, technician_name, technician_id, work_performed, findings_notes,
            work_duration, status, issues_found, next_maintenance_date, parts_used, cost, pressure, flow_rate, checklist,
            hydrant_status, completed_date + time '16:00'
     FROM jsonb_to_recordset($1::jsonb) AS r(key int, hydrant_id int, source varchar, maintenance_type varchar,
          completed_date date, technician_name varchar, technician_id varchar, work_performed text, findings_notes text,
          work_duration int, status varchar, issues_found text, next_maintenance_date date, parts_used text, cost varchar,
          pressure int, flow_rate int, checklist text[], hydrant_status varchar)
     ORDER BY key
     RETURNING id`,
    [JSON.stringify(records)],
  );
  // Identity values follow the (ordered) insertion, so ascending ids are the records in key order.
  recordIds.sort((x, y) => x.id - y.id);
  const idOf = (recordKey: number | null) => (recordKey === null ? null : recordIds[recordKey - 1].id);
  await manager.query(
    `WITH s AS (
       INSERT INTO maintenance_schedules (hydrant_id, scheduled_date, maintenance_type, priority, assigned_to, description,
         estimated_duration, status, technician_name, started_at, completed_date, follows_record_id, created_at, updated_at)
       SELECT hydrant_id, scheduled_date, maintenance_type, priority, assigned_to, description, estimated_duration, status,
              technician_name, started_at, completed_date, follows_record_id,
              least(now(), scheduled_date - 14 + time '09:00'), coalesce(started_at, least(now(), scheduled_date - 14 + time '09:00'))
       FROM jsonb_to_recordset($1::jsonb) AS r(hydrant_id int, scheduled_date date, maintenance_type varchar, priority varchar,
            assigned_to varchar, description text, estimated_duration int, status varchar, technician_name varchar,
            started_at timestamptz, completed_date date, follows_record_id int, completed_by int)
       RETURNING id, hydrant_id, completed_date, follows_record_id
     )
     SELECT count(*) FROM s`,
    [
      JSON.stringify(
        schedules.map((s) => ({ ...s, follows_record_id: idOf(s.follows_key), completed_by: idOf(s.completed_by_key) })),
      ),
    ],
  );
  // Each completed/incomplete schedule's record points back to it.
  await manager.query(
    `UPDATE maintenance_history r SET schedule_id = s.id
     FROM maintenance_schedules s
     WHERE r.source = 'maintenance' AND r.schedule_id IS NULL AND s.hydrant_id = r.hydrant_id
       AND s.completed_date = r.completed_date AND s.status IN ('completed', 'incomplete')`,
  );

  // Alerts: each hydrant out of service or needing maintenance has its status alert, raised by
  // the rule a hydrant added in that state goes through, dated when its status began (the
  // out-of-service period's start, else some hours ago); then the rules over everything.
  await onHydrantsAdded(
    manager,
    hydrants.map((h) => h.id),
  );
  await manager.query(
    `UPDATE alerts a SET created_at = coalesce(o.started_at, now() - make_interval(hours => 6 + (a.hydrant_id * 37) % 400))
     FROM alerts s LEFT JOIN hydrant_out_of_service o ON o.hydrant_id = s.hydrant_id AND o.ended_at IS NULL
     WHERE a.id = s.id AND s.alert_type = 'status_change'`,
  );
  await raiseMaintenanceAlerts(manager);
  await raiseInspectionAlerts(manager);
  // Raised when their cause began (the morning after the due date; inspections within the last two months).
  await manager.query(
    `UPDATE alerts a SET created_at = least(now(), s.scheduled_date + 1 + time '06:00')
     FROM maintenance_schedules s WHERE a.schedule_id = s.id`,
  );
  await manager.query(
    `UPDATE alerts a SET created_at = now() - make_interval(hours => 2 + (a.hydrant_id * 29) % 1400)
     WHERE a.alert_type = 'overdue_inspection'`,
  );
  // Officers have acknowledged some overdue work and inspections (yesterday and this morning). Not
  // status alerts: a hydrant still out of service or needing maintenance keeps its open alert,
  // so the Alerts screen's and the dashboard's counts agree with the hydrants' statuses.
  await manager.query(
    `UPDATE alerts a SET acknowledged = true,
       acknowledged_by = (ARRAY[${OFFICERS.map((o) => `'${o}'`).join(', ')}])[1 + a.id % ${OFFICERS.length}],
       acknowledged_at = greatest(a.created_at, now() - make_interval(mins => 20 + (a.id * 53) % 1500))
     WHERE a.id % 6 = 0 AND a.alert_type <> 'status_change'`,
  );
  const [{ n }] = await manager.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM alerts`);
  return { records: records.length, schedules: schedules.length, alerts: n };
}
