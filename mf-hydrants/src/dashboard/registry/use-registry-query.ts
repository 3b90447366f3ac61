import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '@hydrant/ui';
import { readRegistryQuery, writeRegistryQuery } from './registry-query';
import type { RegistryQuery } from './registry-query';

/**
 * The registry's page, search and status filter, read from and written to the URL, so a
 * reload, a shared link and the browser's Back and Forward keep them. `replace` updates
 * the current history entry instead of adding one (used while typing a search).
 */
export function useRegistryQuery(): [
  RegistryQuery,
  (next: Partial<RegistryQuery>, options?: { replace?: boolean }) => void,
] {
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const query = useMemo(() => readRegistryQuery(params), [params]);
  const update = useCallback(
    (next: Partial<RegistryQuery>, options?: { replace?: boolean }) => {
      updateParams((current) => writeRegistryQuery(current, next), { replace: options?.replace ?? false });
    },
    [updateParams],
  );
  return [query, update];
}
