import { standardIntervalOf } from '../equipment/equipment.constants.js';
import type { EquipmentStatus, ServiceKind } from '../equipment/equipment.constants.js';
import type { PersonnelStatus, PersonnelZone, Platoon } from '../personnel/personnel.constants.js';
import type { StoredCertification } from '../personnel/personnel.entity.js';
import { Random } from './prng.js';

/** The resources demo data: a roster of about 60 on three platoons, and the equipment of three stations. */
export interface DemoPerson {
  name: string;
  rank: string;
  badge: string;
  department: string;
  status: PersonnelStatus;
  phone_number: string | null;
  email: string | null;
  certifications: StoredCertification[];
  assigned_zone: PersonnelZone | null;
  platoon: Platoon | null;
  shift_start: string | null;
  shift_end: string | null;
  shift_start_date: string | null;
  shift_end_date: string | null;
  notes: string | null;
}

export interface DemoService {
  service_date: string;
  performed_by: string;
  kind: ServiceKind;
  result: 'pass' | 'fail';
  notes: string | null;
  cost: number | null;
}

export interface DemoEquipment {
  name: string;
  type: string;
  serial_number: string;
  location: string;
  status: EquipmentStatus;
  assigned_to: string;
  next_maintenance: string;
  purchase_date: string;
  warranty: string;
  notes: string | null;
  service_interval_months: number | null;
  services: DemoService[];
}

export interface ResourcesDemoData {
  personnel: DemoPerson[];
  equipment: DemoEquipment[];
  /** 24/48 from this day (platoon A works on it), and the minimum on duty per day. */
  rotation: { platoonADate: string; minimumStaffing: number };
}

const SEED = 20_261_123;

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Carlos',
  'Aisha',
  'Thomas',
  'Sarah',
  'Daniel',
  'Karen',
  'Marcus',
  'Nancy',
  'Kevin',
  'Lisa',
  'Brian',
  'Angela',
  'Jamal',
  'Megan',
  'Eric',
  'Rachel',
  'Tyler',
  'Hannah',
  'Luis',
  'Grace',
  'Samuel',
  'Olivia',
  'Andre',
  'Emily',
  'Victor',
  'Chloe',
];
const LAST = [
  'Alvarez',
  'Chen',
  'Okafor',
  'Miller',
  'Johnson',
  'Kowalski',
  'Nguyen',
  'Brooks',
  'Patel',
  'Sullivan',
  'Reyes',
  'Thompson',
  'Fischer',
  'Washington',
  'Murphy',
  'Rossi',
  'Kim',
  'Hughes',
  'Dubois',
  'Hernandez',
  'Foster',
  'Novak',
  'Greene',
  'Ibrahim',
  'Lindqvist',
  "O'Brien",
  'Castillo',
  'Bauer',
  'Jackson',
  'Moreau',
];

/** Certifications; those with a renewal cycle carry an expiry date. */
const RENEWED = ['EMT-B', 'Paramedic', 'CPR/BLS', 'ACLS', 'Hazmat Technician'];
const LIFETIME = [
  'Firefighter I',
  'Firefighter II',
  'Hazmat Operations',
  'Driver/Operator - Pumper',
  'Aerial Operator',
  'Rope Rescue Technician',
  'Confined Space Rescue',
  'Swift Water Rescue',
  'Fire Officer I',
  'Fire Officer II',
  'Fire Inspector I',
  'Fire Instructor I',
  'Incident Safety Officer',
];

/** Stations: their department name, zones and apparatus. */
const STATIONS = [
  { department: 'Station 1', zones: ['Zone 1', 'Zone 2'] as PersonnelZone[], units: ['Engine 1', 'Truck 1'] },
  { department: 'Station 2', zones: ['Zone 3', 'Zone 4'] as PersonnelZone[], units: ['Engine 2', 'Rescue 2'] },
  { department: 'Station 3', zones: ['Zone 5'] as PersonnelZone[], units: ['Engine 3', 'Tanker 3'] },
];

/** Ranks of one platoon of 18, highest first. */
const PLATOON_RANKS = [
  'Battalion Chief',
  'Captain',
  'Captain',
  'Lieutenant',
  'Lieutenant',
  'Lieutenant',
  'Sergeant',
  'Sergeant',
  'Engineer',
  'Engineer',
  'Engineer',
  'Paramedic',
  'Paramedic',
  'Firefighter',
  'Firefighter',
  'Firefighter',
  'Firefighter',
  'Probationary Firefighter',
];

/** People of each platoon away (their own status), so one platoon's days fall below the minimum. */
const AWAY: Record<Platoon, PersonnelStatus[]> = {
  A: ['training'],
  B: ['off-duty', 'on-call'],
  C: ['off-duty', 'training', 'off-duty', 'on-call'],
};

/** Day staff (no platoon: SPEC's rule alone), 08:00-17:00. */
const DAY_STAFF: Array<{ rank: string; department: string; status: PersonnelStatus; certs: string[] }> = [
  { rank: 'Fire Chief', department: 'Headquarters', status: 'active', certs: ['Fire Officer II', 'Incident Safety Officer'] },
  { rank: 'Deputy Chief', department: 'Headquarters', status: 'active', certs: ['Fire Officer II', 'EMT-B'] },
  { rank: 'Fire Marshal', department: 'Fire Prevention', status: 'active', certs: ['Fire Inspector I', 'Fire Officer I'] },
  { rank: 'Captain', department: 'Fire Prevention', status: 'active', certs: ['Fire Inspector I', 'CPR/BLS'] },
  { rank: 'Training Officer', department: 'Training Division', status: 'active', certs: ['Fire Instructor I', 'Paramedic'] },
  { rank: 'Lieutenant', department: 'Training Division', status: 'training', certs: ['Fire Instructor I', 'EMT-B'] },
];

const day = (date: Date): string => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

function certifications(
  random: Random,
  today: Date,
  names: string[],
  expiringSoon: boolean,
  expired: boolean,
): StoredCertification[] {
  const first = names.findIndex((name) => RENEWED.includes(name));
  return names.map((name, index) => {
    if (!RENEWED.includes(name)) return { name, expiresOn: null };
    let offset = random.int(90, 720);
    if (index === first && expiringSoon) offset = random.int(5, 55);
    if (index === first && expired) offset = -random.int(3, 40);
    return { name, expiresOn: day(plusDays(today, offset)) };
  });
}

function uniqueName(random: Random, used: Set<string>): string {
  for (;;) {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function contact(random: Random, name: string, index: number): { phone_number: string | null; email: string | null } {
  const email = `${name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')}@springfield-fd.example`;
  return {
    phone_number: random.chance(0.9) ? `(217) 555-${String(100 + index).padStart(4, '0')}` : null,
    email: random.chance(0.85) ? email : null,
  };
}

function buildPersonnel(random: Random, today: Date): DemoPerson[] {
  const used = new Set<string>();
  const people: DemoPerson[] = [];
  let badge = 101;
  (['A', 'B', 'C'] as Platoon[]).forEach((platoon) => {
    PLATOON_RANKS.forEach((rank, i) => {
      const station = STATIONS[i % STATIONS.length];
      const name = uniqueName(random, used);
      const index = people.length;
      const away = AWAY[platoon][i - PLATOON_RANKS.length + AWAY[platoon].length];
      const base = rank === 'Paramedic' ? ['Paramedic', 'ACLS'] : ['Firefighter II', i % 2 === 0 ? 'EMT-B' : 'CPR/BLS'];
      const extra = [random.pick(LIFETIME), ...(random.chance(0.4) ? [random.pick(LIFETIME)] : [])];
      const names = [
        ...new Set([...base, ...extra, ...(rank.includes('Captain') || rank.includes('Chief') ? ['Fire Officer I'] : [])]),
      ];
      const probationary = rank === 'Probationary Firefighter';
      people.push({
        name,
        rank,
        badge: `SFD-${badge++}`,
        department: station.department,
        status: away ?? 'active',
        ...contact(random, name, index),
        certifications: certifications(random, today, names, index % 7 === 3, index % 17 === 5),
        assigned_zone: i === 0 ? null : station.zones[i % station.zones.length],
        platoon,
        shift_start: '07:00',
        shift_end: '07:00',
        // The probationary firefighter of platoon B joins in ten days; A's has a set posting.
        shift_start_date: probationary && platoon !== 'C' ? day(plusDays(today, platoon === 'B' ? 10 : -30)) : null,
        shift_end_date: probationary && platoon !== 'C' ? day(plusDays(today, platoon === 'B' ? 375 : 150)) : null,
        notes: probationary ? 'Probationary year; paired with an engineer.' : away === 'off-duty' ? 'On leave.' : null,
      });
    });
  });
  DAY_STAFF.forEach((staff, i) => {
    const name = uniqueName(random, used);
    people.push({
      name,
      rank: staff.rank,
      badge: `SFD-${String(i + 1).padStart(3, '0')}`,
      department: staff.department,
      status: staff.status,
      ...contact(random, name, people.length),
      certifications: certifications(random, today, staff.certs, i === 3, false),
      assigned_zone: null,
      platoon: null,
      shift_start: '08:00',
      shift_end: '17:00',
      shift_start_date: null,
      shift_end_date: null,
      notes: null,
    });
  });
  return people;
}

/** Equipment kinds: type, name stem, serial prefix, how many, and the warranty years. */
const KINDS: Array<{ type: string; name: string; prefix: string; count: number; warrantyYears: number }> = [
  { type: 'scba', name: 'SCBA Pack', prefix: 'MSA-G1', count: 18, warrantyYears: 10 },
  { type: 'hose', name: 'Supply Hose 5" x 100 ft', prefix: 'HOSE-5', count: 10, warrantyYears: 2 },
  { type: 'hose', name: 'Attack Hose 1.75" x 50 ft', prefix: 'HOSE-175', count: 10, warrantyYears: 2 },
  { type: 'ladder', name: 'Extension Ladder 24 ft', prefix: 'DUO-24', count: 4, warrantyYears: 5 },
  { type: 'ladder', name: 'Roof Ladder 16 ft', prefix: 'DUO-16', count: 3, warrantyYears: 5 },
  { type: 'pump', name: 'Portable Pump', prefix: 'WTR-P', count: 4, warrantyYears: 3 },
  { type: 'camera', name: 'Thermal Imaging Camera', prefix: 'TIC-K55', count: 6, warrantyYears: 5 },
  { type: 'safety', name: 'Turnout Gear Set', prefix: 'TOG', count: 8, warrantyYears: 1 },
  { type: 'safety', name: 'Gas Detector', prefix: 'GAS-4', count: 4, warrantyYears: 2 },
  { type: 'radio', name: 'Portable Radio', prefix: 'APX-6000', count: 8, warrantyYears: 3 },
  { type: 'rescue tool', name: 'Hydraulic Rescue Tool', prefix: 'HURST-E3', count: 3, warrantyYears: 5 },
  { type: 'generator', name: 'Portable Generator', prefix: 'GEN-7K', count: 2, warrantyYears: 3 },
];

const TECHNICIANS = [
  'Lt. M. Chen',
  'Eng. R. Alvarez',
  'MSA Authorized Service',
  'Capt. D. Okafor',
  'Springfield Pump & Hose Co.',
];

function buildEquipment(random: Random, today: Date): DemoEquipment[] {
  const items: DemoEquipment[] = [];
  const units = STATIONS.flatMap((s) => s.units.map((unit) => ({ station: s.department, unit })));
  for (const kind of KINDS) {
    for (let n = 1; n <= kind.count; n += 1) {
      const { station, unit } = units[(items.length + n) % units.length];
      const interval = standardIntervalOf(kind.type) ?? (kind.type === 'safety' || kind.type === 'rescue tool' ? 12 : null);
      const purchased = plusDays(today, -random.int(200, 3200));
      // About one in eight is overdue for service; the rest due within the year.
      const dueIn = random.chance(0.12) ? -random.int(3, 60) : random.int(5, 330);
      const next = plusDays(today, dueIn);
      const status: EquipmentStatus = random.weighted({ operational: 80, maintenance: 13, 'out-of-service': 7 });
      const warrantyEnd = new Date(purchased.getTime());
      warrantyEnd.setUTCFullYear(warrantyEnd.getUTCFullYear() + kind.warrantyYears);
      const services: DemoService[] = [];
      if (interval) {
        // The passed services that set the current due date, a year apart, and now and then a failed one.
        for (let k = 1; k <= random.int(1, 3); k += 1) {
          const date = new Date(next.getTime());
          date.setUTCMonth(date.getUTCMonth() - interval * k);
          if (date < purchased || date > today) continue;
          services.push({
            service_date: day(date),
            performed_by: random.pick(TECHNICIANS),
            kind: kind.type === 'scba' || kind.type === 'hose' || kind.type === 'ladder' ? 'service-test' : 'inspection',
            result: 'pass',
            notes: k === 1 ? 'Annual service test passed.' : null,
            cost: random.chance(0.6) ? random.int(40, 600) + random.int(0, 99) / 100 : null,
          });
        }
        if (status !== 'operational' && services.length > 0) {
          services.push({
            service_date: day(plusDays(today, -random.int(1, 20))),
            performed_by: random.pick(TECHNICIANS),
            kind: 'repair',
            result: 'fail',
            notes:
              status === 'out-of-service'
                ? 'Failed; tagged out of service pending parts.'
                : 'Minor defect found; repair scheduled.',
            cost: null,
          });
        }
      }
      items.push({
        name: `${kind.name} #${n}`,
        type: kind.type,
        serial_number: `${kind.prefix}-${String(1000 + random.int(0, 8999))}-${String(n).padStart(2, '0')}`,
        location: `${station} - ${unit}`,
        status,
        assigned_to: `${unit} company`,
        next_maintenance: day(next),
        purchase_date: day(purchased),
        warranty: warrantyEnd > today ? `${kind.warrantyYears} years, until ${day(warrantyEnd)}` : `Expired ${day(warrantyEnd)}`,
        notes:
          status === 'out-of-service'
            ? 'Tagged out of service; do not use.'
            : status === 'maintenance'
              ? 'In for maintenance.'
              : random.chance(0.2)
                ? 'Checked at shift change.'
                : null,
        service_interval_months: interval,
        services,
      });
    }
  }
  return items;
}

/** The resources demo data, the same every time for a given `today`. */
export function buildResourcesDemo(today: Date = new Date()): ResourcesDemoData {
  const midnight = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const random = new Random(SEED);
  return {
    personnel: buildPersonnel(random, midnight),
    equipment: buildEquipment(random, midnight),
    rotation: { platoonADate: '2026-01-01', minimumStaffing: 20 },
  };
}
