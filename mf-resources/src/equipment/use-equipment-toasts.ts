import { useToasts } from '../common/use-toasts';

/** The equipment screen's toasts (SPEC §8), one at a time. */
export const useEquipmentToasts = () => useToasts('equipment');
