// PROVISIONAL: replaced by the generated hooks once h10api lands.
import { api, useSession } from '@hydrant/api-client';
import { usePersonnelList, usePersonnelStats } from '../personnel/personnel-api';
import type { CalendarMonth, CalendarPerson } from './calendar-types';

export interface CalendarSettings {
  pattern: string;
  customCycle: string[] | null;
  platoonAStart: string | null;
  minimumStaffing: number;
  version?: number;
}

const x = api.enhanceEndpoints({ addTagTypes: ['personnel', 'calendar'] }).injectEndpoints({
  endpoints: (b) => ({
    monthX: b.query<CalendarMonth, Record<string, unknown>>({
      query: (params) => ({ url: '/api/calendar', params }),
      providesTags: ['personnel', 'calendar'],
    }),
    dayX: b.query<CalendarPerson[], Record<string, unknown>>({
      query: (params) => ({ url: '/api/calendar/day', params }),
      providesTags: ['personnel', 'calendar'],
    }),
    settingsX: b.query<CalendarSettings, void>({
      query: () => ({ url: '/api/calendar/settings' }),
      providesTags: ['calendar'],
    }),
    putSettingsX: b.mutation<CalendarSettings, CalendarSettings>({
      query: (body) => ({ url: '/api/calendar/settings', method: 'PUT', body }),
      invalidatesTags: ['calendar'],
    }),
  }),
});

export const useCalendarMonth = (arg: { month: string; zone?: string; status?: string }) => x.useMonthXQuery(arg);
export const useCalendarDay = (arg: { date: string; zone?: string; status?: string }, skip: boolean) =>
  x.useDayXQuery(arg, { skip });
export const useCalendarSettings = (skip: boolean) => x.useSettingsXQuery(undefined, { skip });
export const useUpdateCalendarSettings = () => x.usePutSettingsXMutation();
export const useCalendarStats = (zone?: string) => usePersonnelStats(zone);
export const useCurrentPersonnel = (
  arg: { zone?: string; status?: string; page: number; pageSize: number },
  skip: boolean,
) => usePersonnelList(arg, skip);
export const calendarIcsUrl = (params: URLSearchParams) => `/api/calendar/export.ics?${params.toString()}`;
export function useCanEditRotation() {
  const { user } = useSession();
  return Boolean(user);
}
