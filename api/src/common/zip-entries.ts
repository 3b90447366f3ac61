import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { pipeline, Readable, Transform } from 'node:stream';
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';

/**
 * Reads chosen entries of a zip file on disk from its central directory (at the end of the
 * file), without a pass over the rest: e.g. the few small parts that say how a workbook is
 * laid out, then its one sheet wanted, streamed. Stored and deflated entries; no zip64 (a
 * file over 4 GB is refused). readZipEntries reads each entry whole, so only entries up to
 * `maxBytes` (uncompressed) are answered, larger ones left out; zipEntryStreams streams them.
 * Both check each entry's length and CRC-32 against the directory's (DamagedZipEntryError).
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

export class UnsupportedZipEntryError extends Error {
  constructor(name: string, method: number) {
    super(`zip entry ${name} uses compression method ${method} (only stored and deflated are read)`);
  }
}

export class DamagedZipEntryError extends Error {
  constructor(name: string) {
    super(`zip entry ${name} is damaged (its length or CRC-32 is not the one its directory gives)`);
  }
}

interface DirectoryEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory's entries whose names `wanted` accepts, in directory order. */
async function readDirectory(file: FileHandle, wanted: (name: string) => boolean): Promise<DirectoryEntry[]> {
  const { size: fileSize } = await file.stat();
  const tailLength = Math.min(fileSize, END_SEARCH);
  const tail = await readAt(file, fileSize - tailLength, tailLength);
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
  const directory = await readAt(file, directoryOffset, directorySize);
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
        crc: directory.readUInt32LE(at + 16),
        compressedSize: directory.readUInt32LE(at + 20),
        size: directory.readUInt32LE(at + 24),
        localOffset: directory.readUInt32LE(at + 42),
      });
    }
    at += 46 + nameLength + skip;
  }
  return entries;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new NotAZipError();
  return buffer;
}

/** Where an entry's (compressed) data starts: after its local header, whose name and extra field may differ from the directory's. */
async function dataOffset(file: FileHandle, entry: DirectoryEntry): Promise<number> {
  const local = await readAt(file, entry.localOffset, 30);
  if (local.readUInt32LE(0) !== LOCAL_ENTRY) throw new NotAZipError();
  return entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
}

export async function readZipEntries(
  path: string,
  wanted: (name: string) => boolean,
  maxBytes = 16 * 1024 * 1024,
): Promise<Map<string, Buffer>> {
  const file = await open(path, 'r');
  try {
    const entries = await readDirectory(file, wanted);
    const found = new Map<string, Buffer>();
    for (const entry of entries) {
      if (entry.size > maxBytes || entry.compressedSize > maxBytes || (entry.method !== 0 && entry.method !== 8)) continue;
      const data = await readAt(file, await dataOffset(file, entry), entry.compressedSize);
      const content = entry.method === 0 ? data : inflateRawSync(data, { maxOutputLength: maxBytes });
      if (content.length !== entry.size || crc32(content) !== entry.crc) throw new DamagedZipEntryError(entry.name);
      found.set(entry.name, content);
    }
    return found;
  } finally {
    await file.close();
  }
}

/** Passes an entry's content on, failing at its end when its length or CRC-32 is not its directory's (a damaged file). */
function checked(entry: DirectoryEntry): Transform {
  let crc = 0;
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      done(size === entry.size && crc === entry.crc ? null : new DamagedZipEntryError(entry.name));
    },
  });
}

/** The entries of a zip file on disk, each opened as a stream when asked for. */
export interface ZipEntryStreams {
  /** The entries' names, in the central directory's order. */
  names: string[];
  /**
   * A stream of the entry's content, read from the file and inflated as it is consumed (memory
   * stays flat whatever the entry's size); null when there is no such entry. Stored and deflated
   * entries; another method throws UnsupportedZipEntryError; a damaged entry (length or CRC-32)
   * fails with DamagedZipEntryError at its end. The caller ends it (destroy) if it stops reading early.
   */
  open(name: string): Promise<Readable | null>;
}

/**
 * Opens the entries of a zip file by its central directory, in any order, without a pass over
 * the file: unlike a reader of the zip as a stream, which can only hand entries on in the order
 * they are stored, and must keep (or spill to disk) whatever it needs later.
 */
export async function zipEntryStreams(path: string): Promise<ZipEntryStreams> {
  const file = await open(path, 'r');
  let entries: DirectoryEntry[];
  try {
    entries = await readDirectory(file, () => true);
  } finally {
    await file.close();
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  return {
    names: entries.map((entry) => entry.name),
    async open(name) {
      const entry = byName.get(name);
      if (!entry) return null;
      if (entry.method !== 0 && entry.method !== 8) throw new UnsupportedZipEntryError(name, entry.method);
      const handle = await open(path, 'r');
      let start: number;
      try {
        start = await dataOffset(handle, entry);
      } finally {
        await handle.close();
      }
      const raw =
        entry.compressedSize === 0 ? Readable.from([]) : createReadStream(path, { start, end: start + entry.compressedSize - 1 });
      // pipeline destroys them all on an error, which the returned stream then reports to its reader.
      return entry.method === 0
        ? pipeline(raw, checked(entry), () => undefined)
        : pipeline(raw, createInflateRaw(), checked(entry), () => undefined);
    },
  };
}
