/** The equipment screen's types: the API's own (generated). */
export type {
  EquipmentDto as Equipment,
  EquipmentServiceDto as ServiceRecord,
  EquipmentStatus,
  ServiceIntervalDto as ServiceInterval,
} from '@hydrant/api-client/generated/equipment';
