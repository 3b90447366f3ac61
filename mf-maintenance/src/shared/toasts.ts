import { useScreenToasts } from '@hydrant/ui';

/** Maintenance and alert toasts (SPEC §8): one at a time, a new one replaces the last. */
export const useMaintenanceToasts = () => useScreenToasts('maintenance');
