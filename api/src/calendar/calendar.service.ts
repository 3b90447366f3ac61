import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { param, whereOf } from '../common/sql-rows.js';
import type { Platoon } from '../personnel/personnel.constants.js';
import { UNASSIGNED } from '../personnel/personnel.constants.js';
import { CALENDAR_CELL_PEOPLE } from './calendar.constants.js';
import type { RotationPattern } from './calendar.constants.js';
import { DAY_ORDER, dayStatusSql, GROUP_CTES, PERSON_JSON, rosterCtes, rosterFilters } from './calendar-sql.js';
import {
  CalendarCountersDto,
  CalendarDayPageDto,
  CalendarDayQueryDto,
  CalendarMonthDto,
  CalendarMonthQueryDto,
  CalendarPersonDto,
} from './dto/calendar.dto.js';

/** First and last day of a month written YYYY-MM (Gregorian leap years). */
export function monthRange(month: string): { first: string; last: string } {
  const [year, m] = month.split('-').map(Number);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

interface DayRow {
  date: string;
  platoon_on_duty: Platoon | null;
  on_duty: number;
  minimum_staffing: number;
  total: number;
  active: number;
  off_duty: number;
  training: number;
  on_call: number;
  people: CalendarPersonDto[];
}

export interface OnDutyRow {
  day: string;
  id: number;
  name: string;
  rank: string;
  badge: string;
  department: string;
  assigned_zone: string | null;
  platoon: Platoon | null;
  shift_start: string | null;
  shift_end: string | null;
}

@Injectable()
export class CalendarService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The month grid: every day with its platoon on duty, on-duty count, the people shown counted, and the first 3. */
  async month(query: CalendarMonthQueryDto): Promise<CalendarMonthDto> {
    const { first, last } = monthRange(query.month);
    const params: unknown[] = [first, last];
    const conditions = rosterFilters(query, params);
    const shown = conditions.length > 0 ? conditions.join(' AND ') : 'true';
    // The counts from days x groups of people alike; the first 3 of each day by a bounded
    // top-N over the people of that day (no sort of the whole month).
    const rows = await this.dataSource.query<DayRow[]>(
      `WITH ${rosterCtes('$1', '$2')}, ${GROUP_CTES},
       agg AS (
         SELECT day, coalesce(sum(n) FILTER (WHERE day_status = 'active'), 0)::int AS on_duty,
                coalesce(sum(n) FILTER (WHERE ${shown}), 0)::int AS total,
                coalesce(sum(n) FILTER (WHERE ${shown} AND day_status = 'active'), 0)::int AS active,
                coalesce(sum(n) FILTER (WHERE ${shown} AND day_status = 'off-duty'), 0)::int AS off_duty,
                coalesce(sum(n) FILTER (WHERE ${shown} AND day_status = 'training'), 0)::int AS training,
                coalesce(sum(n) FILTER (WHERE ${shown} AND day_status = 'on-call'), 0)::int AS on_call
         FROM groster GROUP BY day
       )
       SELECT to_char(dp.day, 'YYYY-MM-DD') AS date, dp.platoon_on_duty, coalesce(agg.on_duty, 0) AS on_duty,
              (SELECT minimum_staffing FROM s) AS minimum_staffing, coalesce(agg.total, 0) AS total,
              coalesce(agg.active, 0) AS active, coalesce(agg.off_duty, 0) AS off_duty, coalesce(agg.training, 0) AS training,
              coalesce(agg.on_call, 0) AS on_call, coalesce(top.people, '[]') AS people
       FROM dp LEFT JOIN agg USING (day)
       CROSS JOIN LATERAL (
         SELECT json_agg(${PERSON_JSON} ORDER BY ${DAY_ORDER}) AS people
         FROM (
           SELECT * FROM (SELECT q.id, q.pr, q.assigned_zone, ${dayStatusSql('dp', 'q')} AS day_status FROM ppl q) x
           WHERE ${shown} ORDER BY ${DAY_ORDER} LIMIT ${CALENDAR_CELL_PEOPLE}
         ) r JOIN personnel p ON p.id = r.id
       ) top
       ORDER BY dp.day`,
      params,
    );
    const [settings] = await this.dataSource.query<
      Array<{ rotation_pattern: RotationPattern; minimum_staffing: number; today: string }>
    >(
      `SELECT rotation_pattern, minimum_staffing, to_char(CURRENT_DATE, 'YYYY-MM-DD') AS today FROM department_settings WHERE id = 1`,
    );
    return {
      month: query.month,
      today: settings.today,
      rotationPattern: settings.rotation_pattern,
      minimumStaffing: settings.minimum_staffing,
      counters: await this.counters(query.zone),
      days: rows.map((row) => ({
        date: row.date,
        platoonOnDuty: row.platoon_on_duty,
        onDuty: row.on_duty,
        belowMinimum: row.minimum_staffing > 0 && row.on_duty < row.minimum_staffing,
        total: row.total,
        counts: { active: row.active, offDuty: row.off_duty, training: row.training, onCall: row.on_call },
        people: row.people,
      })),
    };
  }

  /** One day's people (paged), on duty first. */
  async day(query: CalendarDayQueryDto): Promise<CalendarDayPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const params: unknown[] = [query.date];
    const shown = whereOf(rosterFilters(query, params));
    const [head] = await this.dataSource.query<
      Array<{ platoon_on_duty: Platoon | null; on_duty: number; minimum_staffing: number; total: number }>
    >(
      `WITH ${rosterCtes('$1', '$1')}
       SELECT (SELECT platoon_on_duty FROM dp) AS platoon_on_duty,
              (SELECT count(*)::int FROM roster WHERE day_status = 'active') AS on_duty,
              (SELECT minimum_staffing FROM s) AS minimum_staffing,
              (SELECT count(*)::int FROM roster ${shown}) AS total`,
      params,
    );
    const pageParams = [...params];
    const limit = param(pageParams, pageSize);
    const offset = param(pageParams, (page - 1) * pageSize);
    const people = await this.dataSource.query<Array<{ person: CalendarPersonDto }>>(
      `WITH ${rosterCtes('$1', '$1')}
       SELECT ${PERSON_JSON} AS person FROM (SELECT * FROM roster ${shown}) r JOIN personnel p ON p.id = r.id
       ORDER BY ${DAY_ORDER} LIMIT ${limit} OFFSET ${offset}`,
      pageParams,
    );
    return {
      date: query.date,
      platoonOnDuty: head.platoon_on_duty,
      onDuty: head.on_duty,
      minimumStaffing: head.minimum_staffing,
      belowMinimum: head.minimum_staffing > 0 && head.on_duty < head.minimum_staffing,
      items: people.map((row) => row.person),
      total: head.total,
      page,
      pageSize,
    };
  }

  /** Every on-duty day (day status active) of each person shown in a month, for the .ics export. */
  async onDutyDays(query: { month: string; zone?: string; status?: string; personnelId?: number }): Promise<OnDutyRow[]> {
    const { first, last } = monthRange(query.month);
    const params: unknown[] = [first, last];
    const conditions = rosterFilters(query, params);
    conditions.push(`day_status = 'active'`);
    return this.dataSource.query<OnDutyRow[]>(
      `WITH ${rosterCtes('$1', '$2')}
       SELECT to_char(r.day, 'YYYY-MM-DD') AS day, p.id, p.name, p.rank, p.badge, p.department, p.assigned_zone, p.platoon,
              to_char(p.shift_start, 'HH24:MI') AS shift_start, to_char(p.shift_end, 'HH24:MI') AS shift_end
       FROM (SELECT * FROM roster ${whereOf(conditions)}) r JOIN personnel p ON p.id = r.id ORDER BY r.day, r.pr`,
      params,
    );
  }

  /** The five counters over the people matching the zone filter, by their own status. */
  private async counters(zone?: string): Promise<CalendarCountersDto> {
    const params: unknown[] = [];
    const where =
      zone === UNASSIGNED ? 'WHERE assigned_zone IS NULL' : zone ? `WHERE assigned_zone = ${param(params, zone)}` : '';
    const [row] = await this.dataSource.query<CalendarCountersDto[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE status = 'off-duty')::int AS "offDuty",
              count(*) FILTER (WHERE status = 'training')::int AS training,
              count(*) FILTER (WHERE status = 'on-call')::int AS "onCall"
       FROM personnel ${where}`,
      params,
    );
    return row;
  }
}
