/**
 * The personnel screen's calls: the generated hooks of the personnel area, with the
 * arguments this screen uses.
 */
import {
  useCreatePersonnelMutation,
  useDeletePersonnelMutation,
  useGetPersonnelFacetsQuery,
  useGetPersonnelStatsQuery,
  useListPersonnelQuery,
  useUpdatePersonnelMutation,
} from '@hydrant/api-client/generated/personnel';
import type { ListPersonnelApiArg } from '@hydrant/api-client/generated/personnel';

export const usePersonnelList = (arg: ListPersonnelApiArg, skip = false) => useListPersonnelQuery(arg, { skip });
export const usePersonnelStats = () => useGetPersonnelStatsQuery();
export const usePersonnelFacets = () => useGetPersonnelFacetsQuery();
export const useCreatePersonnel = useCreatePersonnelMutation;
export const useUpdatePersonnel = useUpdatePersonnelMutation;
export const useDeletePersonnel = useDeletePersonnelMutation;
