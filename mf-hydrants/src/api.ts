import { hydrantsApi } from '@hydrant/api-client/generated/hydrants';
import { zonesApi } from '@hydrant/api-client/generated/zones';
import { flowTestsApi } from '@hydrant/api-client/generated/flow-tests';

/**
 * This remote's endpoints are the generated hydrants, zones and map-config areas,
 * injected into the shell's one api (shared singleton). One cross-area rule is added
 * here: a hydrant write changes the hydrant counts of the zones, so it refreshes
 * them too, and the alerts, schedules and history the server raises, resolves or
 * records with it, and its history of changes (DECISIONS §3, §7, §12; the generator only knows each endpoint's own tag). A zone update puts the
 * server's answer (new outline, its hydrant counts) into the zone list at once, so the
 * map does not show the old outline until the list has been fetched again.
 */
const refreshesZones = {
  invalidatesTags: ['hydrants', 'zones', 'alerts', 'maintenance', 'maintenance-history', 'audit'] as const,
};

export const hydrantsRemoteApi = hydrantsApi.enhanceEndpoints({
  addTagTypes: ['zones', 'alerts', 'maintenance', 'maintenance-history', 'audit'],
  endpoints: {
    createHydrant: refreshesZones,
    updateHydrant: refreshesZones,
    deleteHydrant: refreshesZones,
    bulkInspectHydrants: refreshesZones,
  },
});

export const zonesRemoteApi = zonesApi.enhanceEndpoints({
  endpoints: {
    updateZone: {
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            zonesApi.util.updateQueryData('listZones', undefined, (zones) => {
              const index = zones.findIndex((zone) => zone.id === id);
              if (index >= 0) zones[index] = data;
            }),
          );
        } catch {
          // the page shows the error; the list keeps what the server last said
        }
      },
    },
  },
});

/** A flow test rates its hydrant (flowRate, class, map colour): recording or deleting one refreshes the hydrants too. */
export const flowTestsRemoteApi = flowTestsApi.enhanceEndpoints({
  addTagTypes: ['hydrants', 'zones'],
  endpoints: {
    createFlowTest: { invalidatesTags: ['flow-tests', 'hydrants', 'zones'] },
    deleteFlowTest: { invalidatesTags: ['flow-tests', 'hydrants', 'zones'] },
  },
});
