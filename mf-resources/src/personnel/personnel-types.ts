/** The personnel screens' types: the API's own (generated). */
export type {
  CertificationDto as Certification,
  PersonnelDto as Person,
  PersonnelStatus,
  Platoon,
  ZoneFilter,
} from '@hydrant/api-client/generated/personnel';
