import { parse } from 'csv-parse/sync';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPlainCsv, plainCsvRecords } from './plain-csv.js';

const dir = mkdtempSync(join(tmpdir(), 'plain-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function fileOf(content: string | Buffer): string {
  files += 1;
  const path = join(dir, `${files}.csv`);
  writeFileSync(path, content);
  return path;
}

async function records(path: string): Promise<string[][]> {
  const all: string[][] = [];
  for await (const batch of plainCsvRecords(path)) all.push(...batch);
  return all;
}

function csvParse(content: string | Buffer): string[][] {
  const records: string[][] = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true });
  return records;
}

describe('plain CSV (no quotes, no carriage returns)', () => {
  const samples: Array<[string, string | Buffer]> = [
    ['header and rows', 'Hydrant ID,Address\nH-1,1 Main St\nH-2,2 Main St\n'],
    ['no line feed at the end', 'Hydrant ID,Address\nH-1,1 Main St'],
    ['empty lines and blank fields', '\n\nHydrant ID,Address,Area\n\nH-1,,North\n,,\n\n'],
    ['rows of any length', 'a,b,c\n1\n1,2,3,4,5\n'],
    ['spaces kept', ' a , b \n  \n'],
    ['a BOM', '\ufeffHydrant ID,Address\nH-1,x\n'],
    ['text beyond ASCII', 'Hydrant ID,Address\nH-é,Straße 1 ✓\n'],
    ['broken UTF-8', Buffer.concat([Buffer.from('a,b\nx'), Buffer.from([0xe2, 0x2c]), Buffer.from('y\n')])],
    ['only line feeds', '\n\n\n'],
    ['empty', ''],
  ];
  it.each(samples)('%s: the records csv-parse reads', async (_name, content) => {
    const path = fileOf(content);
    expect(await isPlainCsv(path)).toBe(true);
    expect(await records(path)).toEqual(csvParse(content));
  });

  it('reads a file of many chunks whole, a line split across chunks included, 1,000 records at a time', async () => {
    const lines = ['Hydrant ID,Address,Notes'];
    for (let i = 1; i <= 5000; i += 1) lines.push(`H-${i},${i} Main St,${'n'.repeat(i % 97)}é`);
    const content = `${lines.join('\n')}\n`;
    const path = fileOf(content);
    const batches: number[] = [];
    const all: string[][] = [];
    for await (const batch of plainCsvRecords(path)) {
      batches.push(batch.length);
      all.push(...batch);
    }
    expect(all).toEqual(csvParse(content));
    expect(Math.max(...batches)).toBe(1000);
  });

  it.each([
    ['a quoted field', 'a,b\n"x, y",z\n'],
    ['a quote inside a field', 'a,b\nx"y,z\n'],
    ['Windows line ends', 'a,b\r\nx,y\r\n'],
  ])('is not assumed with %s (csv-parse reads the file)', async (_name, content) => {
    expect(await isPlainCsv(fileOf(content))).toBe(false);
  });
});
