import { useScreenToasts } from '../map-screens/use-screen-toasts';

/** The dashboard's toasts (SPEC §8): one at a time, a new one replaces the last. */
export function useToasts() {
  return useScreenToasts('hydrants');
}
