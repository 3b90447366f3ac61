import { useToasts } from '../common/use-toasts';

/** The personnel screen's toasts (SPEC §8), one at a time. */
export const usePersonnelToasts = () => useToasts('personnel');
