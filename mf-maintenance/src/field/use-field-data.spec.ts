import { renderHook, waitFor } from '@testing-library/react';
import type { HydrantDto } from '@hydrant/api-client/generated/hydrants';
import { keepWork, readStoredWork } from '@hydrant/offline';
import type { PreparedArea, StoredWork } from '@hydrant/offline';
import { useFieldData } from './use-field-data';

// the device's store stands aside (its own tests are in libs/offline): what it answers is set per test
jest.mock('@hydrant/offline', () => ({
  OUTBOX_SENT_EVENT: 'hydrantops:outbox-sent',
  readStoredWork: jest.fn(),
  keepWork: jest.fn(),
  withoutDistance: (hydrant: { distance?: number }) => {
    const copy = { ...hydrant };
    delete copy.distance;
    return copy;
  },
}));

const readStored = readStoredWork as jest.MockedFunction<typeof readStoredWork>;
const keep = keepWork as jest.MockedFunction<typeof keepWork>;

const hydrant = (id: number, hydrantId: string) => ({ id, hydrantId }) as HydrantDto;
const area: PreparedArea = {
  label: 'Within 1 mi of here',
  kind: 'circle',
  center: { lat: 39.78, lng: -89.65 },
  radiusMiles: 1,
  refreshedAt: '2026-11-28T10:00:00.000Z',
  hydrants: 0,
  schedules: 0,
  tiles: 0,
  tileBytes: 0,
  user: 'ann',
} as PreparedArea;
const here = { lat: 39.78, lng: -89.65 };

/** A server answering the nearby hydrants and (empty) open schedules, or no network at all. */
function server(nearby: HydrantDto[] | 'offline', gate?: Promise<void>) {
  globalThis.fetch = jest.fn(async (url: string) => {
    if (nearby === 'offline') throw new TypeError('Failed to fetch');
    await gate;
    const body = url.includes('/api/hydrants/nearby') ? { items: nearby } : { items: [] };
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
}

beforeEach(() => {
  readStored.mockReset();
  keep.mockReset().mockResolvedValue(undefined);
});

describe('useFieldData', () => {
  it('shows what the device kept until the server answers, then the server list, which it keeps', async () => {
    readStored.mockResolvedValue({ hydrants: [hydrant(1, 'H-1')], schedules: [], area });
    let answer!: () => void;
    server(
      [hydrant(2, 'H-2')],
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    const { result } = renderHook(() => useFieldData(here, 'ann'));
    await waitFor(() => expect(result.current.source).toBe('device'));
    expect(result.current.hydrants.map((h) => h.hydrantId)).toEqual(['H-1']);
    answer();
    await waitFor(() => expect(result.current.source).toBe('network'));
    expect(result.current.hydrants.map((h) => h.hydrantId)).toEqual(['H-2']);
    expect(result.current.area).toEqual(area);
    await waitFor(() => expect(keep).toHaveBeenCalledWith([hydrant(2, 'H-2')], []));
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('keeps the server list on screen when the device answers after the server', async () => {
    let kept!: (work: StoredWork) => void;
    readStored.mockReturnValue(
      new Promise<StoredWork>((resolve) => {
        kept = resolve;
      }),
    );
    server([hydrant(2, 'H-2')]);
    const { result } = renderHook(() => useFieldData(here, 'ann'));
    await waitFor(() => expect(result.current.source).toBe('network'));
    kept({ hydrants: [hydrant(1, 'H-1')], schedules: [], area });
    await waitFor(() => expect(result.current.area).toEqual(area));
    expect(result.current.source).toBe('network');
    expect(result.current.hydrants.map((h) => h.hydrantId)).toEqual(['H-2']);
  });

  it('says the list is the device’s without signal, even when the kept area holds no hydrant', async () => {
    readStored.mockResolvedValue({ hydrants: [], schedules: [], area });
    server('offline');
    const { result } = renderHook(() => useFieldData(here, 'ann'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.source).toBe('device');
    expect(result.current.area).toEqual(area);
    expect(keep).not.toHaveBeenCalled();
  });

  it('says nothing of the device when nothing was kept and there is no signal', async () => {
    readStored.mockResolvedValue({ hydrants: [], schedules: [], area: null });
    server('offline');
    const { result } = renderHook(() => useFieldData(here, 'ann'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.source).toBeNull();
  });
});
