import { api } from '@hydrant/api-client';
export const addTagTypes = ['calendar'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCalendarDay: build.query<GetCalendarDayApiResponse, GetCalendarDayApiArg>({
        query: (queryArg) => ({
          url: `/api/calendar/day`,
          params: {
            zone: queryArg.zone,
            status: queryArg.status,
            date: queryArg.date,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ['calendar'],
      }),
      getCalendarMonth: build.query<GetCalendarMonthApiResponse, GetCalendarMonthApiArg>({
        query: (queryArg) => ({
          url: `/api/calendar/month`,
          params: {
            zone: queryArg.zone,
            status: queryArg.status,
            month: queryArg.month,
          },
        }),
        providesTags: ['calendar'],
      }),
      exportCalendarIcs: build.query<ExportCalendarIcsApiResponse, ExportCalendarIcsApiArg>({
        query: (queryArg) => ({
          url: `/api/calendar/month.ics`,
          params: {
            zone: queryArg.zone,
            status: queryArg.status,
            month: queryArg.month,
            personnelId: queryArg.personnelId,
          },
        }),
        providesTags: ['calendar'],
      }),
      getDepartmentSettings: build.query<GetDepartmentSettingsApiResponse, GetDepartmentSettingsApiArg>({
        query: () => ({ url: `/api/department-settings` }),
        providesTags: ['calendar'],
      }),
      updateDepartmentSettings: build.mutation<UpdateDepartmentSettingsApiResponse, UpdateDepartmentSettingsApiArg>({
        query: (queryArg) => ({
          url: `/api/department-settings`,
          method: 'PUT',
          body: queryArg.updateDepartmentSettingsDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['calendar'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as calendarApi };
export type GetCalendarDayApiResponse = /** status 200  */ CalendarDayPageDto;
export type GetCalendarDayApiArg = {
  /** 'unassigned': people without a zone. */
  zone?: ZoneFilter;
  /** Only people with this day status on a day (e.g. 'active': who is on duty). */
  status?: PersonnelStatus;
  date: string;
  page?: number;
  pageSize?: number;
};
export type GetCalendarMonthApiResponse = /** status 200  */ CalendarMonthDto;
export type GetCalendarMonthApiArg = {
  /** 'unassigned': people without a zone. */
  zone?: ZoneFilter;
  /** Only people with this day status on a day (e.g. 'active': who is on duty). */
  status?: PersonnelStatus;
  /** The month, YYYY-MM. */
  month: string;
};
export type ExportCalendarIcsApiResponse = /** status 200 personnel-calendar-YYYY-MM.ics attachment */ string;
export type ExportCalendarIcsApiArg = {
  /** 'unassigned': people without a zone. */
  zone?: ZoneFilter;
  /** Only people with this day status on a day (e.g. 'active': who is on duty). */
  status?: PersonnelStatus;
  /** The month, YYYY-MM. */
  month: string;
  personnelId?: number;
};
export type GetDepartmentSettingsApiResponse = /** status 200  */ DepartmentSettingsDto;
export type GetDepartmentSettingsApiArg = void;
export type UpdateDepartmentSettingsApiResponse = /** status 200  */ DepartmentSettingsDto;
export type UpdateDepartmentSettingsApiArg = {
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  updateDepartmentSettingsDto: UpdateDepartmentSettingsDto;
};
export type PersonnelStatus = 'active' | 'off-duty' | 'training' | 'on-call';
export type Platoon = 'A' | 'B' | 'C';
export type CalendarPersonDto = {
  /** null = Unassigned. */
  assignedZone: ('Zone 1' | 'Zone 2' | 'Zone 3' | 'Zone 4' | 'Zone 5') | null;
  badge: string;
  /** The status on this day. */
  dayStatus: PersonnelStatus;
  id: number;
  name: string;
  platoon: Platoon | null;
  rank: string;
  /** The person's own status. */
  status: PersonnelStatus;
};
export type CalendarDayPageDto = {
  belowMinimum: boolean;
  date: string;
  /** On duty first, then by name. */
  items: CalendarPersonDto[];
  minimumStaffing: number;
  onDuty: number;
  page: number;
  pageSize: number;
  platoonOnDuty: Platoon | null;
  total: number;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export type ZoneFilter = 'Zone 1' | 'Zone 2' | 'Zone 3' | 'Zone 4' | 'Zone 5' | 'unassigned';
export type CalendarCountersDto = {
  active: number;
  offDuty: number;
  onCall: number;
  total: number;
  training: number;
};
export type DayStatusCountsDto = {
  active: number;
  offDuty: number;
  onCall: number;
  training: number;
};
export type CalendarDayDto = {
  /** A minimum staffing is set and onDuty is below it. */
  belowMinimum: boolean;
  /** The people shown, by day status. */
  counts: DayStatusCountsDto;
  date: string;
  /** People of the whole roster on duty (day status active), whatever the filters. */
  onDuty: number;
  /** The first 3 people shown (on duty first, then by name); the rest: total - 3 more. */
  people: CalendarPersonDto[];
  /** The platoon on duty (null without a rotation). */
  platoonOnDuty: Platoon | null;
  /** People shown on this day (the filters applied). */
  total: number;
};
export type RotationPattern = 'none' | '24/48' | 'custom';
export type CalendarMonthDto = {
  /** The five counters: people matching the zone filter, by their own status. */
  counters: CalendarCountersDto;
  /** Every day of the month, in order. */
  days: CalendarDayDto[];
  /** 0 = off. */
  minimumStaffing: number;
  month: string;
  rotationPattern: RotationPattern;
  /** The server's date. */
  today: string;
};
export type DepartmentSettingsDto = {
  /** People on duty needed per day; 0 = off. */
  minimumStaffing: number;
  /** A date on which platoon A works (day 1 of the cycle). */
  platoonADate: string | null;
  /** The platoon on duty on each day of the cycle (24/48: A, B, C; none: empty). */
  rotationCycle: Platoon[];
  /** none: platoons are not applied. */
  rotationPattern: RotationPattern;
  updatedAt: string;
  /** Starts at 1 and grows by 1 on every write; send it back (If-Match or `version`) to refuse lost updates. */
  version: number;
};
export type StaleVersionResponseDto = {
  /** The current version (present when the 409 is a stale version). */
  currentVersion?: number;
  error: string;
  message: string;
  statusCode: number;
};
export type UpdateDepartmentSettingsDto = {
  minimumStaffing: number;
  /** Required for 24/48 and custom: a date on which platoon A works. */
  platoonADate?: string | null;
  /** custom only (required then; starts with A): the platoon on duty on each day of the cycle. Checked when sent, ignored for other patterns. */
  rotationCycle?: Platoon[];
  rotationPattern: RotationPattern;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
};
export const {
  useGetCalendarDayQuery,
  useGetCalendarMonthQuery,
  useExportCalendarIcsQuery,
  useGetDepartmentSettingsQuery,
  useUpdateDepartmentSettingsMutation,
} = injectedRtkApi;
