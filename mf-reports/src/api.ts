import { reportsApi } from '@hydrant/api-client/generated/reports';

/**
 * This remote's endpoints are the generated analytics, reports and exports areas,
 * injected into the shell's one api (shared singleton) by the hooks' own modules. One
 * rule is changed here: building a report (preview or file) changes nothing on the
 * server, so it does not make the report options load again.
 */
export const reportsRemoteApi = reportsApi.enhanceEndpoints({
  endpoints: { generateReport: { invalidatesTags: [] } },
});
