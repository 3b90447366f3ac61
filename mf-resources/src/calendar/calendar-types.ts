/** The calendar's types: the API's own (generated). */
export type {
  CalendarDayDto as CalendarDay,
  CalendarMonthDto as CalendarMonth,
  CalendarPersonDto as CalendarPerson,
  DepartmentSettingsDto as CalendarSettings,
} from '@hydrant/api-client/generated/calendar';
