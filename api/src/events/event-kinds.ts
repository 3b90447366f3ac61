import type { Role } from '../auth/min-role.decorator.js';

/** What a table's changes are called on the stream, and the least role that may read them. */
export interface EventKind {
  type: string;
  minRole: Role;
}

/**
 * The tables whose changes the stream sends, each with the least role of the routes that
 * read it (their @MinRole on GET): the product's records are read by every role, users,
 * API tokens and notification targets by admins only. A table not named here is never
 * sent (fail closed: a table added later stays off the stream until it is listed).
 */
export const EVENT_KINDS: Readonly<Record<string, EventKind>> = {
  hydrants: { type: 'hydrant', minRole: 'viewer' },
  hydrant_photos: { type: 'hydrant-photo', minRole: 'viewer' },
  hydrant_out_of_service: { type: 'hydrant-out-of-service', minRole: 'viewer' },
  flow_tests: { type: 'flow-test', minRole: 'viewer' },
  zones: { type: 'zone', minRole: 'viewer' },
  alerts: { type: 'alert', minRole: 'viewer' },
  maintenance_schedules: { type: 'maintenance-schedule', minRole: 'viewer' },
  maintenance_history: { type: 'maintenance-record', minRole: 'viewer' },
  maintenance_history_photos: { type: 'maintenance-photo', minRole: 'viewer' },
  equipment: { type: 'equipment', minRole: 'viewer' },
  equipment_services: { type: 'equipment-service', minRole: 'viewer' },
  personnel: { type: 'personnel', minRole: 'viewer' },
  department_settings: { type: 'department-settings', minRole: 'viewer' },
  users: { type: 'user', minRole: 'admin' },
  api_tokens: { type: 'api-token', minRole: 'admin' },
  notification_targets: { type: 'notification-target', minRole: 'admin' },
  notification_deliveries: { type: 'notification-delivery', minRole: 'admin' },
};
