/**
 * The RTK Query tags each record type of the live stream (GET /api/events) invalidates:
 * the tags of every list, count and detail that shows that record (src/generated/*.ts
 * and the remotes' cross-area rules). Every change is also an audit row ('audit').
 */
export const EVENT_TAGS: Readonly<Record<string, readonly string[]>> = {
  hydrant: ['hydrants', 'zones', 'analytics', 'feeds'],
  'hydrant-photo': ['hydrants'],
  'hydrant-out-of-service': ['hydrants', 'feeds'],
  'flow-test': ['flow-tests', 'hydrants', 'zones', 'analytics'],
  zone: ['zones'],
  alert: ['alerts', 'maintenance', 'analytics'],
  'maintenance-schedule': ['maintenance', 'analytics'],
  'maintenance-record': ['maintenance-history', 'maintenance', 'analytics'],
  'maintenance-photo': ['maintenance-history'],
  equipment: ['equipment', 'analytics'],
  'equipment-service': ['equipment', 'analytics'],
  personnel: ['personnel', 'calendar', 'analytics'],
  'department-settings': ['calendar'],
  user: ['users'],
  'api-token': ['api-tokens'],
  'notification-target': ['notifications'],
  'notification-delivery': ['notifications'],
};

/** Tags a change of this type invalidates; an unknown type (a newer server) refreshes everything. */
export function tagsForType(type: string): readonly string[] {
  return EVENT_TAGS[type] ? [...EVENT_TAGS[type], 'audit'] : ALL_TAGS;
}

/** Every tag of the console's data (not the session's 'auth'): what a refetch of everything invalidates. */
export const ALL_TAGS: readonly string[] = [
  ...new Set([...Object.values(EVENT_TAGS).flat(), 'audit', 'reports', 'exports', 'health']),
];
