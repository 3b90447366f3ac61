/** The hydrant API's types, as generated from the OpenAPI file (CONTRACT: HydrantDto & co). */
export type {
  BulkInspectionDto,
  ChecklistItem,
  CreateHydrantDto,
  FlowClass,
  HydrantDto,
  HydrantMapPointsDto,
  HydrantStatus,
  UpdateHydrantDto,
} from '@hydrant/api-client/generated/hydrants';
