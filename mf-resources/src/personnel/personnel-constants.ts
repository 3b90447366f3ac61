import { TAG_COLOR } from '@hydrant/ui';

/** Personnel statuses (SPEC §4) with their labels and badge colours. */
export const PERSONNEL_STATUS: Record<string, { label: string; tag: string; text: string }> = {
  active: { label: 'Active', tag: TAG_COLOR.green, text: '#2e7d32' },
  'off-duty': { label: 'Off Duty', tag: TAG_COLOR.grey, text: '#595959' },
  training: { label: 'Training', tag: 'blue', text: '#0958d9' },
  'on-call': { label: 'On Call', tag: TAG_COLOR.orange, text: '#ad4e00' },
};

export const PERSONNEL_STATUS_OPTIONS = Object.entries(PERSONNEL_STATUS).map(([value, s]) => ({
  value,
  label: s.label,
}));

export const personnelStatusLabel = (status: string) => PERSONNEL_STATUS[status]?.label ?? 'Unknown';

/** SPEC §5: Unassigned, Zone 1 to Zone 5 ('unassigned' is sent as null). */
export const ZONE_OPTIONS = [
  { value: 'unassigned', label: 'Unassigned' },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: `Zone ${n}`, label: `Zone ${n}` })),
];

/** DECISIONS §10: platoon A, B or C, or none. */
export const PLATOON_OPTIONS = [
  { value: 'none', label: 'No platoon' },
  { value: 'A', label: 'Platoon A' },
  { value: 'B', label: 'Platoon B' },
  { value: 'C', label: 'Platoon C' },
];

export const RANK_OPTIONS = [
  'Firefighter',
  'Firefighter/EMT',
  'Firefighter/Paramedic',
  'Engineer',
  'Sergeant',
  'Lieutenant',
  'Captain',
  'Battalion Chief',
  'Deputy Chief',
  'Fire Chief',
].map((value) => ({ value }));

export const DEPARTMENT_OPTIONS = [
  'Fire Suppression',
  'EMS',
  'Fire Prevention',
  'Training',
  'Hazmat',
  'Rescue',
  'Administration',
].map((value) => ({ value }));

export const PERSONNEL_PAGE_SIZE = 24;
