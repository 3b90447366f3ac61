import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spreadsheetCell, spreadsheetCsv } from './spreadsheet-cells.js';

async function csvOf(columns: string[], rows: unknown[][]): Promise<string> {
  const writer = spreadsheetCsv(columns);
  const chunks: string[] = [];
  writer.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const done = new Promise((resolve) => writer.on('end', resolve));
  for (const row of rows) writer.write(row);
  writer.end();
  await done;
  return chunks.join('');
}

describe('spreadsheet cells (CSV injection, OWASP)', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', "'\rReturn"],
    ['-', "'-"],
    ['Main St = 5', 'Main St = 5'],
    ['', ''],
  ])('text %j is written as %j', (input, expected) => {
    expect(spreadsheetCell(input)).toBe(expected);
  });

  it.each([
    [-89.6, '-89.6'],
    ['-89.6', '-89.6'],
    ['+1', '+1'],
    ['-1e-5', '-1e-5'],
    [0, '0'],
    [null, ''],
    [undefined, ''],
  ])('a plain number %j stays a number: %j', (input, expected) => {
    expect(spreadsheetCell(input)).toBe(expected);
  });

  it('the CSV writer applies it to every cell, with RFC 4180 quoting', async () => {
    const csv = await csvOf(['A', 'B', 'C'], [['=1+1', -104.99, 'a,"b"']]);
    expect(csv).toBe(`A,B,C\n'=1+1,-104.99,"a,""b"""\n`);
  });

  /** Files that only READ uploaded spreadsheets (hydrant import); they write none. */
  const READERS = ['data-transfer/hydrant-import/spreadsheet-reader.ts'];

  it('no other file of the API writes spreadsheets itself (every export goes through this module)', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (
          /\.ts$/.test(name) &&
          !/\.(e2e-)?spec\.ts$/.test(name) &&
          !path.endsWith('spreadsheet-cells.ts') &&
          !READERS.includes(relative(root, path))
        ) {
          const text = readFileSync(path, 'utf8');
          if (/from ['"](csv-stringify|xlsx|exceljs|papaparse|fast-csv)[/'"]/.test(text)) offenders.push(relative(root, path));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
