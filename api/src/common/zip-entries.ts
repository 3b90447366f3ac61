import { open } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

/**
 * Reads chosen entries of a zip file on disk from its central directory (at the end of the
 * file), without a pass over the rest: e.g. the few small parts that say how a workbook is
 * laid out, before its sheets are streamed. Stored and deflated entries; no zip64 (a file
 * over 4 GB is refused). Each entry is read whole, so only entries up to `maxBytes`
 * (uncompressed) are answered; larger ones are left out.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** The end-of-directory record (22 bytes) and a comment of at most 65,535 bytes. */
const END_SEARCH = 22 + 0xffff;

export class NotAZipError extends Error {
  constructor() {
    super('not a zip file');
  }
}

interface DirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export async function readZipEntries(
  path: string,
  wanted: (name: string) => boolean,
  maxBytes = 16 * 1024 * 1024,
): Promise<Map<string, Buffer>> {
  const file = await open(path, 'r');
  try {
    const read = async (position: number, length: number): Promise<Buffer> => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, position);
      if (bytesRead !== length) throw new NotAZipError();
      return buffer;
    };
    const { size: fileSize } = await file.stat();
    const tailLength = Math.min(fileSize, END_SEARCH);
    const tail = await read(fileSize - tailLength, tailLength);
    let end = -1;
    for (let i = tail.length - 22; i >= 0; i -= 1) {
      if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
        end = i;
        break;
      }
    }
    if (end < 0) throw new NotAZipError();
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === 0xffffffff || directoryOffset + directorySize > fileSize) throw new NotAZipError();
    const directory = await read(directoryOffset, directorySize);
    const entries: DirectoryEntry[] = [];
    for (let at = 0; at + 46 <= directory.length;) {
      if (directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new NotAZipError();
      const nameLength = directory.readUInt16LE(at + 28);
      const skip = directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      if (wanted(name)) {
        entries.push({
          name,
          method: directory.readUInt16LE(at + 10),
          compressedSize: directory.readUInt32LE(at + 20),
          size: directory.readUInt32LE(at + 24),
          localOffset: directory.readUInt32LE(at + 42),
        });
      }
      at += 46 + nameLength + skip;
    }
    const found = new Map<string, Buffer>();
    for (const entry of entries) {
      if (entry.size > maxBytes || entry.compressedSize > maxBytes || (entry.method !== 0 && entry.method !== 8)) continue;
      const local = await read(entry.localOffset, 30);
      if (local.readUInt32LE(0) !== LOCAL_ENTRY) throw new NotAZipError();
      const dataOffset = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      const data = await read(dataOffset, entry.compressedSize);
      found.set(entry.name, entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: maxBytes }));
    }
    return found;
  } finally {
    await file.close();
  }
}
