import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupEvent, readBackup } from './backup-reader.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backup-reader-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every event of a file with this text, and the message of the error that ended it (or null). */
async function read(text: string): Promise<{ events: BackupEvent[]; error: string | null }> {
  const path = join(dir, 'backup.json');
  await writeFile(path, text);
  const events: BackupEvent[] = [];
  try {
    for await (const event of readBackup(path)) events.push(event);
  } catch (error) {
    return { events, error: (error as Error).message };
  }
  return { events, error: null };
}

/** The records of a section with their numbers (1-based), as the restore counts them. */
function records(events: BackupEvent[], key: string): Array<[number, unknown]> {
  const found: Array<[number, unknown]> = [];
  for (const event of events) {
    if (event.type !== 'records' || event.key !== key) continue;
    event.values.forEach((value, i) => found.push([event.first + i + 1, value]));
  }
  return found;
}

describe('readBackup', () => {
  it('gives every record of a section in file order, however the file is cut into chunks', async () => {
    const hydrants = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, notes: `note ${i} ${'x'.repeat(i % 700)}` }));
    // one record longer than a chunk of the file (1M characters), with escaped quotes in it
    hydrants[2500].notes = `"quoted" \\ ${'y'.repeat(2_500_000)}`;
    const { events, error } = await read(JSON.stringify({ version: '1.0', hydrants, zones: [] }, null, 1));
    expect(error).toBeNull();
    expect(records(events, 'hydrants')).toEqual(hydrants.map((hydrant, i) => [i + 1, hydrant]));
    expect(events.find((event) => event.type === 'sectionEnd' && event.key === 'hydrants')).toEqual({
      type: 'sectionEnd',
      key: 'hydrants',
      count: 5000,
    });
    expect(events.at(-2)).toEqual({ type: 'sectionStart', key: 'zones' });
  });

  it('gives the records before a fault of the file, then refuses the file', async () => {
    const { events, error } = await read('{"version":"1.0","hydrants":[{"id":1},{"id":2},{"id":3]}');
    expect(records(events, 'hydrants')).toEqual([
      [1, { id: 1 }],
      [2, { id: 2 }],
    ]);
    expect(error).toBe('The file is not valid JSON');
  });

  it('refuses a key named like a prototype member, also when it is written with escapes', async () => {
    expect((await read('{"hydrants":[{"id":1,"x":{"__proto__":1}}]}')).error).toBe('Field name "__proto__" is not allowed');
    expect((await read('{"hydrants":[{"id":1,"x":[{"constr\\u0075ctor":1}]}]}')).error).toBe(
      'Field name "constructor" is not allowed',
    );
    expect((await read('{"hydrants":[{"id":1,"notes":"constructor"}]}')).error).toBeNull();
  });
});
