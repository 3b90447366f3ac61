import { personnelApi } from '@hydrant/api-client/generated/personnel';
import { calendarApi } from '@hydrant/api-client/generated/calendar';
import '@hydrant/api-client/generated/equipment';

/**
 * This remote's endpoints are the generated equipment, personnel and calendar areas,
 * injected into the shell's one api (shared singleton). One cross-area rule is added
 * here: a personnel write changes the calendar (its people, counters and staffing), and
 * a rotation change changes nothing of the roster itself but is shown with it, so both
 * refresh the calendar (the generator only knows each endpoint's own tag).
 */
const refreshesCalendar = { invalidatesTags: ['personnel', 'calendar'] as const };

export const personnelRemoteApi = personnelApi.enhanceEndpoints({
  addTagTypes: ['calendar'],
  endpoints: {
    createPersonnel: refreshesCalendar,
    updatePersonnel: refreshesCalendar,
    deletePersonnel: refreshesCalendar,
  },
});

export const calendarRemoteApi = calendarApi;
