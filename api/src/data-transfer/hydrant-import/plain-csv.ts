import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/** Records handed on at a time (as batchesOf does for csv-parse). */
const BATCH = 1000;
const QUOTE = 0x22;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether the file has neither a double quote nor a carriage return. Such a file is read by
 * csv-parse (comma-separated, a BOM dropped, empty lines skipped, rows of any length) exactly
 * as lines split at \n and fields at commas: no field is quoted and every record ends at a
 * line feed. Scanning the bytes for the two is far cheaper than parsing them.
 */
export async function isPlainCsv(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(1024 * 1024);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) return true;
      const chunk = buffer.subarray(0, bytesRead);
      if (chunk.includes(QUOTE) || chunk.includes(CARRIAGE_RETURN)) return false;
    }
  } finally {
    await handle.close();
  }
}

/**
 * The records of a file for which isPlainCsv() is true, in arrays of up to BATCH, as
 * csv-parse gives them with the import's options: the file is decoded as UTF-8 as it is
 * read (a BOM at its start dropped), each non-empty line is one record, its fields the text
 * between commas. A read error is thrown by the iteration.
 */
export async function* plainCsvRecords(path: string): AsyncGenerator<string[][]> {
  const file = createReadStream(path, { encoding: 'utf8' });
  let rest = '';
  let start = true;
  let batch: string[][] = [];
  try {
    for await (const chunk of file as AsyncIterable<string>) {
      let text = rest + chunk;
      if (start) {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        start = false;
      }
      const lines = text.split('\n');
      // The text after the last line feed is the start of a line the next chunk ends.
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.length === 0) continue;
        batch.push(line.split(','));
        if (batch.length >= BATCH) {
          yield batch;
          batch = [];
        }
      }
    }
    if (rest.length > 0) batch.push(rest.split(','));
    if (batch.length > 0) yield batch;
  } finally {
    file.destroy();
  }
}
