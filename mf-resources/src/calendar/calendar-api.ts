/**
 * The calendar's calls: the generated hooks of the calendar area (the month, a day,
 * the department settings) and the personnel list for 'no day selected'.
 */
import {
  useGetCalendarDayQuery,
  useGetCalendarMonthQuery,
  useGetDepartmentSettingsQuery,
  useUpdateDepartmentSettingsMutation,
} from '@hydrant/api-client/generated/calendar';
import type { GetCalendarDayApiArg, GetCalendarMonthApiArg } from '@hydrant/api-client/generated/calendar';
import { hasRole, useSession } from '@hydrant/api-client';
import { usePersonnelList } from '../personnel/personnel-api';

export const useCalendarMonth = (arg: GetCalendarMonthApiArg) => useGetCalendarMonthQuery(arg);
export const useCalendarDay = (arg: GetCalendarDayApiArg, skip: boolean) => useGetCalendarDayQuery(arg, { skip });
export const useCalendarSettings = (skip: boolean) => useGetDepartmentSettingsQuery(undefined, { skip });
export const useUpdateCalendarSettings = useUpdateDepartmentSettingsMutation;
export const useCurrentPersonnel = usePersonnelList;

/** The month's iCalendar file (DECISIONS §10), with the calendar's filters. */
export const calendarIcsUrl = (params: URLSearchParams) => `/api/calendar/month.ics?${params.toString()}`;

/**
 * The rotation is a department setting for administrators (DECISIONS §10, §12): shown to
 * admins, and to demo users disabled (DemoDisabled says why); hidden from other roles.
 */
export function useCanEditRotation() {
  const { user } = useSession();
  return Boolean(user && (user.isDemo || hasRole(user.role, 'admin')));
}
