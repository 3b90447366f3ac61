import type { Equipment, EquipmentStatus } from './equipment-types';

/** The fields of 'Add New Equipment' and 'Edit Equipment' (SPEC §5), as the form holds them. */
export interface EquipmentFormValues {
  name: string;
  type: string | undefined;
  serialNumber: string;
  location: string;
  status: EquipmentStatus;
  assignedTo: string;
  nextMaintenance: string;
  purchaseDate: string;
  warranty: string;
  notes: string;
  serviceIntervalMonths: number | null;
}

export const emptyEquipmentForm = (): EquipmentFormValues => ({
  name: '',
  type: undefined,
  serialNumber: '',
  location: '',
  status: 'operational',
  assignedTo: '',
  nextMaintenance: '',
  purchaseDate: '',
  warranty: '',
  notes: '',
  serviceIntervalMonths: null,
});

export const formFromEquipment = (e: Equipment): EquipmentFormValues => ({
  name: e.name,
  type: e.type,
  serialNumber: e.serialNumber,
  location: e.location,
  status: e.status,
  assignedTo: e.assignedTo,
  nextMaintenance: e.nextMaintenance ?? '',
  purchaseDate: e.purchaseDate ?? '',
  warranty: e.warranty,
  notes: e.notes ?? '',
  serviceIntervalMonths: e.serviceIntervalMonths ?? null,
});

/** The body of POST / PATCH /api/equipment: text trimmed, empty notes as null. */
export function toEquipmentBody(v: EquipmentFormValues) {
  return {
    name: v.name.trim(),
    type: (v.type ?? '').trim(),
    serialNumber: v.serialNumber.trim(),
    location: v.location.trim(),
    status: v.status,
    assignedTo: v.assignedTo.trim(),
    nextMaintenance: v.nextMaintenance,
    purchaseDate: v.purchaseDate,
    warranty: v.warranty.trim(),
    notes: v.notes.trim() === '' ? null : v.notes.trim(),
    serviceIntervalMonths: v.serviceIntervalMonths ?? null,
  };
}

/** 'YYYY-MM-DD' `months` after `from` (end of month kept: Jan 31 + 1 month = Feb 28/29). */
export function addMonthsToDate(from: string, months: number): string {
  const [y, m, d] = from.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
