/** The hydrant API's types, as generated from the OpenAPI file (CONTRACT: HydrantDto & co). */
export type {
  BulkInspectionDto,
  ChecklistItem,
  CreateHydrantDto,
  FlowClass,
  HydrantDto,
  HydrantMapPointsDto,
  HydrantOwnership,
  HydrantType,
  InspectionOutcome,
  OutOfServiceHydrantDto,
  OutOfServicePeriodDto,
  HydrantStatus,
  UpdateHydrantDto,
} from '@hydrant/api-client/generated/hydrants';
