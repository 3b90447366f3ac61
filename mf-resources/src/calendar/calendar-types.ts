/** The calendar's view of the API's month (mapped from the generated types in calendar-api.ts). */
export interface CalendarPerson {
  id: number;
  name: string;
  rank: string;
  badge: string;
  assignedZone?: string | null;
  platoon?: string | null;
  /** the person's day status: SPEC §4's rule, then the platoon rule (DECISIONS §10) */
  dayStatus: string;
}

export interface CalendarDay {
  date: string;
  /** the platoon on duty that day, when a rotation is set */
  platoon?: string | null;
  /** people on duty (day status active) */
  onDuty: number;
  belowMinimum: boolean;
  /** how many people the day has under the filters */
  total: number;
  people: CalendarPerson[];
}

export interface CalendarMonth {
  month: string;
  minimumStaffing: number;
  days: CalendarDay[];
}
