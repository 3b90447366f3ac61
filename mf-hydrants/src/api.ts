import { hydrantsApi } from '@hydrant/api-client/generated/hydrants';
import '@hydrant/api-client/generated/zones';

/**
 * This remote's endpoints are the generated hydrants, zones and map-config areas,
 * injected into the shell's one api (shared singleton). One cross-area rule is added
 * here: a hydrant write changes the hydrant counts of the zones, so it refreshes
 * them too (the generator only knows each endpoint's own tag).
 */
const refreshesZones = { invalidatesTags: ['hydrants', 'zones'] as const };

export const hydrantsRemoteApi = hydrantsApi.enhanceEndpoints({
  addTagTypes: ['zones'],
  endpoints: {
    createHydrant: refreshesZones,
    updateHydrant: refreshesZones,
    deleteHydrant: refreshesZones,
    bulkInspectHydrants: refreshesZones,
  },
});
