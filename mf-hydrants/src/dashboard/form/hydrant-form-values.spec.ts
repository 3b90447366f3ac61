import {
  emptyHydrantForm,
  fieldErrorsOf,
  formFromHydrant,
  toCreateHydrantDto,
  toUpdateHydrantDto,
  wholeNumberOrNull,
} from './hydrant-form-values';
import type { HydrantDto } from '../hydrant-types';
import { NO_ATTRIBUTES } from './hydrant-attribute-values';

const hydrant: HydrantDto = {
  id: 7,
  hydrantId: 'H-007',
  address: '12 Main St',
  latitude: 41.5,
  longitude: -81.7,
  status: 'maintenance',
  pressure: 60,
  flowRate: null,
  flowClass: null,
  flowRateSource: null,
  flowRateSetAt: null,
  lastInspection: '2024-05-01',
  area: 'North',
  inspector: null,
  checklist: ['No Leaks'],
  notes: null,
  photos: ['/api/hydrant-photos/a', '/api/hydrant-photos/b'],
  createdAt: '2024-05-01T10:00:00.000Z',
  version: 1,
  updatedAt: '2024-05-02T10:00:00.000Z',
  ...NO_ATTRIBUTES,
};

describe('hydrant form values', () => {
  it('starts a new hydrant as operational with empty fields', () => {
    expect(emptyHydrantForm()).toMatchObject({ status: 'operational', hydrantId: '', checklist: [], photos: [] });
  });

  it('converts pressure and flow rate to whole numbers, or null when empty (SPEC §5)', () => {
    expect(wholeNumberOrNull(65.6)).toBe(66);
    expect(wholeNumberOrNull('1200.4')).toBe(1200);
    expect(wholeNumberOrNull('')).toBeNull();
    expect(wholeNumberOrNull(null)).toBeNull();
    expect(wholeNumberOrNull('abc')).toBeNull();
    expect(wholeNumberOrNull(0)).toBe(0);
  });

  it('builds the create body: numbers for coordinates, null for empty optional text, trimmed text', () => {
    const dto = toCreateHydrantDto({
      ...emptyHydrantForm(),
      hydrantId: ' H-100 ',
      address: '1 Elm St',
      latitude: '41.25',
      longitude: ' -81.5',
      area: 'Downtown',
      pressure: '72.2',
      flowRate: 1499.7,
      checklist: ['Cap Present'],
    });
    expect(dto).toEqual({
      hydrantId: 'H-100',
      address: '1 Elm St',
      latitude: 41.25,
      longitude: -81.5,
      status: 'operational',
      area: 'Downtown',
      pressure: 72,
      lastInspection: null,
      flowRate: 1500,
      inspector: null,
      checklist: ['Cap Present'],
      notes: null,
      photos: [],
      hydrantType: null,
      outletCount: null,
      outletSizes: [],
      mainSize: null,
      manufacturer: null,
      installYear: null,
      ownership: null,
      hasIsolationValve: null,
    });
  });

  it('sends the attributes, and the out-of-service reason and return date only with that status', () => {
    const values = {
      ...emptyHydrantForm(),
      hydrantType: 'wet-barrel' as const,
      outletCount: '3',
      outletSizes: '2.5, 2.5; 4.5',
      mainSize: 8,
      manufacturer: ' Mueller ',
      installYear: 1998,
      ownership: 'private' as const,
      hasIsolationValve: 'no' as const,
      outOfServiceReason: ' Broken stem ',
      expectedReturn: '2026-12-01',
    };
    expect(toCreateHydrantDto(values)).toMatchObject({
      hydrantType: 'wet-barrel',
      outletCount: 3,
      outletSizes: [2.5, 2.5, 4.5],
      mainSize: 8,
      manufacturer: 'Mueller',
      installYear: 1998,
      ownership: 'private',
      hasIsolationValve: false,
    });
    expect(toCreateHydrantDto(values)).not.toHaveProperty('outOfServiceReason');
    expect(toCreateHydrantDto({ ...values, status: 'out-of-service' })).toMatchObject({
      outOfServiceReason: 'Broken stem',
      expectedReturn: '2026-12-01',
    });
    const out = formFromHydrant({
      ...hydrant,
      status: 'out-of-service',
      outOfServiceReason: 'Leak',
      expectedReturn: null,
    });
    expect(out).toMatchObject({
      outOfServiceReason: 'Leak',
      expectedReturn: '',
      hasIsolationValve: '',
      outletSizes: '',
    });
  });

  it('fills the edit form from a hydrant, and sends the kept photo URLs back with the new ones', () => {
    const form = formFromHydrant(hydrant);
    expect(form).toMatchObject({
      latitude: '41.5',
      longitude: '-81.7',
      inspector: '',
      notes: '',
      lastInspection: '2024-05-01',
    });
    const kept = { ...form, photos: ['/api/hydrant-photos/b', 'data:image/jpeg;base64,AAAA'] };
    expect(toUpdateHydrantDto(kept).photos).toEqual(['/api/hydrant-photos/b', 'data:image/jpeg;base64,AAAA']);
  });

  it("reads the server's field messages, nested keys on their field, 409 on the hydrant ID", () => {
    expect(
      fieldErrorsOf({
        status: 400,
        data: {
          errors: { address: 'Address is required', 'photos.1': 'Photos must be JPEG, PNG, GIF or WebP images' },
        },
      }),
    ).toEqual({ address: 'Address is required', photos: 'Photos must be JPEG, PNG, GIF or WebP images' });
    expect(fieldErrorsOf({ status: 409, data: { message: 'Hydrant ID already exists' } })).toEqual({
      hydrantId: 'Hydrant ID already exists',
    });
    expect(fieldErrorsOf({ status: 'FETCH_ERROR', data: null })).toEqual({});
  });
});
