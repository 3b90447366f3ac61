import { maintenanceApi as generatedMaintenance } from '@hydrant/api-client/generated/maintenance';
import { maintenanceHistoryApi } from '@hydrant/api-client/generated/maintenance-history';
import { alertsApi } from '@hydrant/api-client/generated/alerts';

/**
 * This remote's endpoints are the generated maintenance, maintenance-history and alerts
 * areas, injected into the shell's one api (shared singleton). The generator only knows
 * each endpoint's own tag; the cross-area effects of each write are added here:
 * starting or completing work resolves alerts (DECISIONS §3), completing writes a history
 * record and may set the hydrant's lastInspection (DECISIONS §7), and acknowledging
 * changes the maintenance dashboard's alert count.
 */
const TAGS = ['maintenance', 'maintenance-history', 'alerts', 'hydrants'] as const;
const all = { invalidatesTags: [...TAGS] };

export const maintenanceApi = generatedMaintenance.enhanceEndpoints({
  addTagTypes: TAGS,
  endpoints: {
    createSchedule: { invalidatesTags: ['maintenance', 'alerts'] },
    startWork: { invalidatesTags: ['maintenance', 'alerts'] },
    completeWork: all,
    updateSchedule: all,
    deleteSchedule: { invalidatesTags: ['maintenance', 'alerts'] },
  },
});

export const historyApi = maintenanceHistoryApi.enhanceEndpoints({
  addTagTypes: TAGS,
  endpoints: { deleteMaintenanceRecord: { invalidatesTags: ['maintenance-history', 'maintenance', 'hydrants'] } },
});

export const alertApi = alertsApi.enhanceEndpoints({
  addTagTypes: TAGS,
  endpoints: {
    acknowledgeAlert: { invalidatesTags: ['alerts', 'maintenance'] },
    deleteAlert: { invalidatesTags: ['alerts', 'maintenance'] },
  },
});
