import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '@hydrant/ui';

/** `/?hydrant=<id>`: the link other screens (Maintenance, Alerts) use to open one hydrant's details. */
export const HYDRANT_PARAM = 'hydrant';

/** The internal hydrant id named by the URL, or null when there is none or it is malformed. */
export function readLinkedHydrant(params: URLSearchParams): number | null {
  const text = params.get(HYDRANT_PARAM) ?? '';
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/**
 * Which hydrant's details are open, kept in the URL (`?hydrant=<id>`), so other remotes
 * can link to a hydrant without importing this one, and a reload or Back keeps the dialog.
 * Opening adds a history entry; closing removes the parameter in place.
 */
export function useLinkedHydrant(): [number | null, (id: number | null) => void] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const id = readLinkedHydrant(params);
  const set = useCallback(
    (next: number | null) => {
      update(
        (current) => {
          if (next === null) current.delete(HYDRANT_PARAM);
          else current.set(HYDRANT_PARAM, String(next));
        },
        { replace: next === null },
      );
    },
    [update],
  );
  return [id, set];
}
