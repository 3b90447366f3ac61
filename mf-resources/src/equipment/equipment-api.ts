/**
 * The equipment screen's calls: the generated hooks of the equipment area, with the
 * arguments this screen uses.
 */
import {
  useCreateEquipmentMutation,
  useDeleteEquipmentMutation,
  useGetEquipmentFacetsQuery,
  useGetEquipmentQuery,
  useGetEquipmentStatsQuery,
  useGetServiceIntervalsQuery,
  useListEquipmentQuery,
  useListEquipmentServicesQuery,
  useRecordEquipmentServiceMutation,
  useUpdateEquipmentMutation,
} from '@hydrant/api-client/generated/equipment';
import type { ListEquipmentApiArg } from '@hydrant/api-client/generated/equipment';

export const useEquipmentList = (arg: ListEquipmentApiArg) => useListEquipmentQuery(arg);
export const useEquipmentStats = () => useGetEquipmentStatsQuery();
export const useEquipmentTypes = () => useGetEquipmentFacetsQuery().data?.types ?? [];
export const useServiceIntervals = () => useGetServiceIntervalsQuery().data ?? [];
export const useEquipment = (id: number | null) => useGetEquipmentQuery({ id: id ?? 0 }, { skip: id === null });
export const useServiceLog = (id: number, page: number, pageSize: number) =>
  useListEquipmentServicesQuery({ id, page, pageSize });
export const useCreateEquipment = useCreateEquipmentMutation;
export const useUpdateEquipment = useUpdateEquipmentMutation;
export const useDeleteEquipment = useDeleteEquipmentMutation;
export const useRecordService = useRecordEquipmentServiceMutation;
