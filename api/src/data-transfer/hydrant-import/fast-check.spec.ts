import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { hasControlCharacter } from '../../common/input-text.js';
import { CreateHydrantDto } from '../../hydrants/dto/create-hydrant.dto.js';
import { surelyValid } from './fast-check.js';
import type { ImportField } from './import-columns.js';

const GOOD: Partial<Record<ImportField, unknown>> = {
  hydrantId: 'H-1',
  address: '1 Main St',
  latitude: 41.88,
  longitude: -87.63,
  area: 'North',
  status: 'operational',
  pressure: 55,
  flowRate: 1200,
  lastInspection: '2025-03-14',
  inspector: 'J. Smith',
  checklist: ['Cap Present', 'No Leaks'],
  notes: null,
  hydrantType: 'dry-barrel',
  outletCount: 3,
  outletSizes: [2.5, 2.5, 4.5],
  mainSize: 8,
  manufacturer: 'Mueller',
  installYear: 1998,
  ownership: 'public',
  hasIsolationValve: true,
  outOfServiceReason: null,
  expectedReturn: null,
};

/** Values each field may take in a file, good and bad, as cellValue gives them. */
const TRIES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'x'.repeat(51),
  'x'.repeat(201),
  'x'.repeat(301),
  'bell \u0007',
  'tab\there',
  0,
  -1,
  0.5,
  1e-12,
  5e-324,
  91,
  -181,
  2_147_483_648,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  1799,
  3000,
  13,
  73,
  true,
  'yes',
  '2025-02-30',
  '0000-01-01',
  '2024-02-29',
  '2023-02-29',
  '1900-02-29',
  '2000-02-29',
  '2025-04-31',
  '2025-00-10',
  '2025-13-01',
  '2025-12-00',
  '0001-01-01',
  '9999-12-31',
  '2025-3-1',
  [],
  ['Cap Present'],
  ['Shiny'],
  [2.5, 2.5, 2.5, 2.5],
  [0],
  ['2.5'],
  'out-of-service',
  'purple',
  'private',
  'wall',
];

async function dtoErrors(plain: Partial<Record<ImportField, unknown>>): Promise<number> {
  return (await validate(plainToInstance(CreateHydrantDto, plain), { whitelist: true, forbidUnknownValues: false })).length;
}

describe('surelyValid (the fast check of an import row)', () => {
  it('passes a good row, so a file of good rows never needs class-validator', () => {
    expect(surelyValid(GOOD)).toBe(true);
  });

  it('never passes a row the create DTO refuses (each field tried with good and bad values)', async () => {
    let passed = 0;
    for (const field of Object.keys(GOOD) as ImportField[]) {
      for (const value of TRIES) {
        const plain = { ...GOOD, [field]: value };
        if (!surelyValid(plain)) continue;
        passed += 1;
        expect({ field, value, errors: await dtoErrors(plain) }).toEqual({ field, value, errors: 0 });
        const texts = [value].flat().filter((item): item is string => typeof item === 'string');
        expect(texts.some(hasControlCharacter)).toBe(false);
        // The row is written as it is: the DTO would not have changed it (it trims text).
        expect(texts.every((text) => text.trim() === text)).toBe(true);
      }
    }
    expect(passed).toBeGreaterThan(20);
  });

  it('reads dates as the DTO does: every day of leap and common years, and the days that do not exist', async () => {
    const days: string[] = [];
    for (const year of ['0001', '1900', '2000', '2023', '2024', '9999'])
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1)
          days.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    for (const day of days) {
      const plain = { ...GOOD, lastInspection: day };
      expect({ day, fast: surelyValid(plain) }).toEqual({ day, fast: (await dtoErrors(plain)) === 0 });
    }
  });

  it('sends a row without a required column to the DTO', () => {
    const withoutArea = { ...GOOD };
    delete withoutArea.area;
    expect(surelyValid(withoutArea)).toBe(false);
  });
});
