import { useGetHydrantMapPointsQuery } from '@hydrant/api-client/generated/hydrants';
import type { HydrantMapPoints } from '@hydrant/map';

const EMPTY: HydrantMapPoints = { id: [], latitude: [], longitude: [], status: [], flowClass: [] };

/** Every hydrant as columns for the WebGL layer (GET /api/hydrants/map-points). */
export function useHydrantPoints(filter: { search?: string } = {}): HydrantMapPoints {
  const { data } = useGetHydrantMapPointsQuery({ search: filter.search || undefined });
  return data ?? EMPTY;
}
