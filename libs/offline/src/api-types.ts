/** The API shapes the offline store keeps (generated from the API's OpenAPI file). */
export type { HydrantDto, NearbyHydrantDto } from '@hydrant/api-client/generated/hydrants';
export type { MaintenanceScheduleDto } from '@hydrant/api-client/generated/maintenance';
