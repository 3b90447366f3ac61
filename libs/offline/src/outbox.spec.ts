import 'fake-indexeddb/auto';
import { OfflineDb } from './db';
import type { OutboxEntry } from './db';
import { DemoCannotQueueError, enqueue, resolveConflict, sendOutbox } from './outbox';
import { conflictingFields, resolvedBody } from './conflicts';
import { blobToDataUrl, dataUrlToBlob } from './photo-data';

const inspector = { username: 'ann', isDemo: false };
let db: OfflineDb;
let dbCount = 0;

beforeEach(() => {
  db = new OfflineDb(`test-${++dbCount}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const write = (label: string, extra: Partial<Parameters<typeof enqueue>[1]> = {}) => ({
  method: 'POST' as const,
  path: '/api/hydrants/bulk-inspection',
  body: { hydrantIds: [1], inspector: 'ann' },
  label,
  ...extra,
});

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('outbox', () => {
  it('keeps each write with a key, its field time and user, and sends them in order', async () => {
    await enqueue(inspector, write('first', { fieldTime: '2026-11-26T10:00:00.000Z' }), db);
    await enqueue(inspector, write('second'), db);
    const stored = await db.outbox.toArray();
    expect(stored.map((e) => [e.label, e.user, e.state])).toEqual([
      ['first', 'ann', 'waiting'],
      ['second', 'ann', 'waiting'],
    ]);
    expect(stored[0].fieldTime).toBe('2026-11-26T10:00:00.000Z');
    expect(stored[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored[0].key).not.toBe(stored[1].key);

    const sent: string[] = [];
    const result = await sendOutbox('ann', db, async (entry) => {
      sent.push(entry.label);
      return answer(200);
    });
    expect(result).toEqual({ sent: 2 });
    expect(sent).toEqual(['first', 'second']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a demo session', async () => {
    await expect(enqueue({ username: 'demo', isDemo: true }, write('x'), db)).rejects.toBeInstanceOf(
      DemoCannotQueueError,
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops on a dropped connection and sends the same request (same key) again later', async () => {
    await enqueue(inspector, write('first'), db);
    await enqueue(inspector, write('second'), db);
    const keys: string[] = [];
    const first = await sendOutbox('ann', db, async (entry) => {
      keys.push(entry.key);
      throw new TypeError('Failed to fetch');
    });
    expect(first).toEqual({ sent: 0, stopped: 'offline' });
    expect((await db.outbox.toArray()).map((e) => e.state)).toEqual(['waiting', 'waiting']);
    const second = await sendOutbox('ann', db, async (entry) => {
      keys.push(entry.key);
      return answer(200);
    });
    expect(second.sent).toBe(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends once more when asked while a round that ends without signal is still out (the network came back meanwhile)', async () => {
    await enqueue(inspector, write('first'), db);
    let online = false;
    let asked: Promise<unknown> | undefined;
    const send = async () => {
      if (online) return answer(200);
      // the `online` event arrives while this attempt is on its way, before it fails
      online = true;
      asked = sendOutbox('ann', db, send);
      throw new TypeError('Failed to fetch');
    };
    expect(await sendOutbox('ann', db, send)).toEqual({ sent: 1 });
    expect(await asked).toEqual({ sent: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it("does not send another user's writes, and keeps them", async () => {
    await enqueue(inspector, write('ann’s'), db);
    const result = await sendOutbox('bob', db, async () => answer(200));
    expect(result.sent).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps writes on 401 and on server errors, and a refusal for the user', async () => {
    await enqueue(inspector, write('a'), db);
    expect((await sendOutbox('ann', db, async () => answer(401))).stopped).toBe('unauthorized');
    expect((await sendOutbox('ann', db, async () => answer(503))).stopped).toBe('server');
    await sendOutbox('ann', db, async () => answer(400, { message: ['Pressure must be a whole number'] }));
    const [entry] = await db.outbox.toArray();
    expect(entry.state).toBe('failed');
    expect(entry.error).toBe('Pressure must be a whole number');
  });

  it('turns photo blobs into data URLs, the same text every time', async () => {
    const url = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    const blob = dataUrlToBlob(url);
    expect(blob.type).toBe('image/jpeg');
    expect(await blobToDataUrl(blob)).toBe(url);
    await enqueue(inspector, write('photo', { body: { photos: [] }, photos: [blob], photoField: 'photos' }), db);
    let sentBody = '';
    await sendOutbox('ann', db, async (entry: OutboxEntry) => {
      const { sendEntry } = await import('./outbox');
      const originalFetch = globalThis.fetch;
      globalThis.fetch = (async (_url: string, init: RequestInit) => {
        sentBody = init.body as string;
        return answer(200);
      }) as typeof fetch;
      try {
        return await sendEntry(entry);
      } finally {
        globalThis.fetch = originalFetch;
      }
    });
    expect(JSON.parse(sentBody)).toEqual({ photos: [url] });
  });
});

describe('conflicts', () => {
  it('lists the fields whose value differs from the current record', () => {
    const body = { status: 'out-of-service', outOfServiceReason: 'Leak', notes: 'Cap gone', version: 3 };
    const current = { status: 'maintenance', outOfServiceReason: null, notes: 'Cap gone', version: 5 };
    expect(conflictingFields(body, current)).toEqual(['status', 'outOfServiceReason']);
  });

  it('sends the chosen values on the current version; the reason goes with its status', () => {
    const body = { status: 'out-of-service', outOfServiceReason: 'Leak', notes: 'Mine', version: 3 };
    const fields = ['status', 'outOfServiceReason', 'notes'];
    expect(resolvedBody(body, fields, { status: 'mine', outOfServiceReason: 'mine', notes: 'current' }, 5)).toEqual({
      status: 'out-of-service',
      outOfServiceReason: 'Leak',
      version: 5,
    });
    expect(resolvedBody(body, fields, { status: 'current', outOfServiceReason: 'mine', notes: 'mine' }, 5)).toEqual({
      notes: 'Mine',
      version: 5,
    });
    expect(
      resolvedBody(body, fields, { status: 'current', outOfServiceReason: 'current', notes: 'current' }, 5),
    ).toBeNull();
  });

  it('a 409 keeps the write with the current record; resolving queues it under a new key', async () => {
    const entry = await enqueue(
      inspector,
      {
        method: 'PATCH',
        path: '/api/hydrants/7',
        recordPath: '/api/hydrants/7',
        body: { status: 'out-of-service', outOfServiceReason: 'Leak', version: 3 },
        baseVersion: 3,
        label: 'H-7 out of service',
      },
      db,
    );
    const originalFetch = globalThis.fetch;
    globalThis.fetch = async () => answer(200, { status: 'maintenance', outOfServiceReason: null, version: 4 });
    try {
      await sendOutbox('ann', db, async () => answer(409, { message: 'This hydrant was changed by someone else' }));
    } finally {
      globalThis.fetch = originalFetch;
    }
    const held = (await db.outbox.get(entry.seq))!;
    expect(held.state).toBe('conflict');
    expect(held.conflict).toEqual({
      current: { status: 'maintenance', outOfServiceReason: null, version: 4 },
      fields: ['status', 'outOfServiceReason'],
      currentVersion: 4,
    });
    expect(await resolveConflict(entry.seq!, { status: 'mine', outOfServiceReason: 'mine' }, db)).toBe('queued');
    const queued = (await db.outbox.get(entry.seq))!;
    expect(queued.state).toBe('waiting');
    expect(queued.body).toEqual({ status: 'out-of-service', outOfServiceReason: 'Leak', version: 4 });
    expect(queued.key).not.toBe(entry.key);
  });
});
