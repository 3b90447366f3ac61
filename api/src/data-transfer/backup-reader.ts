import { createReadStream } from 'node:fs';
import { FORBIDDEN_KEYS } from '../common/input-text.js';
import { TRANSFER_MESSAGES } from './backup-format.js';

/** What the reader finds in a backup file, in file order. */
export type BackupEvent =
  | { type: 'meta'; key: string; value: unknown }
  | { type: 'sectionStart'; key: string }
  /** Records of a section in file order, as many as were read at once: the first is record number `first` (0-based). */
  | { type: 'records'; key: string; first: number; values: unknown[] }
  | { type: 'sectionEnd'; key: string; count: number };

/** A problem with the file as a whole (not JSON, not an object, a section that is not a list). */
export class BackupFileError extends Error {}

/** Characters read from the file at a time. */
const CHUNK_CHARS = 1024 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** peekNow(): the text read so far ends before the next character. */
const MORE = -2;
/** valueNow(): the text read so far ends before the value does. */
const NOT_READ = Symbol('not read');

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** The first character of a number, true, false or null (a value that ends where a delimiter comes). */
const startsScalar = (c: number): boolean => c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e;
/** A character a JSON value other than an object can start with (a root that is one of these is no backup). */
const startsValue = (c: number): boolean =>
  c === OPEN_BRACKET || c === QUOTE || c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e;

/**
 * Text that may hold a key named like an Object.prototype member: the name in quotes, or a
 * \\u escape (which could spell one). Other text cannot, and its parsed value is not walked.
 */
const MAYBE_FORBIDDEN = new RegExp(`"(?:${[...FORBIDDEN_KEYS].join('|')})"|\\\\u`);

/** Records read before one event is given (they are checked and written one by one by the caller). */
const MAX_BATCH = 256;

/** Throws when a key anywhere in a parsed value is named like an Object.prototype member. */
function refuseForbiddenKeys(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) refuseForbiddenKeys(item);
    return;
  }
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw new BackupFileError(TRANSFER_MESSAGES.forbiddenKey(key));
    refuseForbiddenKeys((value as Record<string, unknown>)[key]);
  }
}

/**
 * The file's text a piece at a time, with the position of the reader in it: the text before
 * the value being read is dropped as the reader moves on, so memory holds about one chunk and
 * the largest single record, whatever the file's size.
 */
class Text {
  text = '';
  pos = 0;
  private done = false;
  private readonly chunks: AsyncIterator<string>;

  constructor(path: string) {
    this.chunks = (createReadStream(path, { encoding: 'utf8', highWaterMark: CHUNK_CHARS }) as AsyncIterable<string>)[
      Symbol.asyncIterator
    ]();
  }

  /** Stops reading the file (when the reader is left before its end). */
  async close(): Promise<void> {
    if (!this.done) await this.chunks.return?.();
    this.done = true;
  }

  /** Reads the next chunk (keeping the text from `keepFrom` on); false at the end of the file. */
  async more(keepFrom = this.pos): Promise<boolean> {
    if (this.done) return false;
    const next = await this.chunks.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    this.text = this.text.slice(keepFrom) + next.value;
    this.pos -= keepFrom;
    return true;
  }

  /** The code of the next character that is not white space (the reader stops at it), or -1 at the end of the file. */
  async peek(): Promise<number> {
    for (;;) {
      const c = this.peekNow();
      if (c !== MORE) return c;
      if (!(await this.more())) return -1;
    }
  }

  /** peek() within the text already read: MORE when it has to read on. */
  peekNow(): number {
    const { text } = this;
    let i = this.pos;
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    this.pos = i;
    return i < text.length ? text.charCodeAt(i) : MORE;
  }

  /**
   * The JSON value that starts at the reader's position, parsed (JSON.parse checks it); the
   * reader moves past it, reading more of the file as needed.
   */
  async value(): Promise<unknown> {
    for (;;) {
      const end = this.valueEnd();
      if (end >= 0) return this.parse(this.pos, end);
      if (!(await this.more())) {
        // a number, true, false or null may end with the file
        if (startsScalar(this.text.charCodeAt(this.pos))) return this.parse(this.pos, this.text.length);
        throw new BackupFileError(TRANSFER_MESSAGES.notJson);
      }
    }
  }

  /** value() within the text already read: NOT_READ when the value goes on past it. */
  valueNow(): unknown {
    const end = this.valueEnd();
    return end >= 0 ? this.parse(this.pos, end) : NOT_READ;
  }

  /**
   * Where the value at the reader's position ends in the text read so far, or -1 when it goes
   * on past it: brackets are counted outside strings (a string is skipped to its closing quote
   * at once).
   */
  private valueEnd(): number {
    const { text } = this;
    const end = text.length;
    let i = this.pos;
    let depth = 0;
    const first = text.charCodeAt(i);
    if (startsScalar(first)) {
      while (i < end) {
        const c = text.charCodeAt(i);
        if (isSpace(c) || c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET) return i;
        i++;
      }
      return -1;
    }
    while (i < end) {
      const c = text.charCodeAt(i++);
      if (c === QUOTE) {
        // to the closing quote: one not preceded by an odd number of backslashes
        for (;;) {
          const quote = text.indexOf('"', i);
          if (quote < 0) return -1;
          let slashes = 0;
          while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++;
          i = quote + 1;
          if (slashes % 2 === 0) break;
        }
        if (depth === 0) return i;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) return i;
        if (depth < 0) throw new BackupFileError(TRANSFER_MESSAGES.notJson);
      }
    }
    return -1;
  }

  private parse(start: number, end: number): unknown {
    const json = this.text.slice(start, end);
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      throw new BackupFileError(TRANSFER_MESSAGES.notJson);
    }
    this.pos = end;
    if (MAYBE_FORBIDDEN.test(json)) refuseForbiddenKeys(value);
    return value;
  }

  /** Expects `code` next (after white space) and moves past it. */
  async expect(code: number): Promise<void> {
    if ((await this.peek()) !== code) throw new BackupFileError(TRANSFER_MESSAGES.notJson);
    this.pos += 1;
  }
}

/**
 * Reads a backup file as a stream of events without loading it whole: the top-level
 * object's scalar members come as 'meta', and each member that is a list comes record by
 * record (each record's text found by a light scan and parsed on its own with JSON.parse),
 * so a million hydrants never sit in memory. Keys named like Object.prototype members are
 * refused wherever they are.
 */
export async function* readBackup(path: string): AsyncGenerator<BackupEvent> {
  const text = new Text(path);
  const notJson = () => new BackupFileError(TRANSFER_MESSAGES.notJson);
  try {
    const first = await text.peek();
    if (first !== OPEN_BRACE) {
      throw new BackupFileError(startsValue(first) ? TRANSFER_MESSAGES.notObject : TRANSFER_MESSAGES.notJson);
    }
    text.pos += 1;
    for (let members = 0; ; members++) {
      let c = await text.peek();
      if (c === CLOSE_BRACE) {
        text.pos += 1;
        break;
      }
      if (members > 0) {
        if (c !== COMMA) throw notJson();
        text.pos += 1;
        c = await text.peek();
      }
      if (c !== QUOTE) throw notJson();
      const key = (await text.value()) as string;
      if (FORBIDDEN_KEYS.has(key)) throw new BackupFileError(TRANSFER_MESSAGES.forbiddenKey(key));
      await text.expect(COLON);
      if ((await text.peek()) !== OPEN_BRACKET) {
        yield { type: 'meta', key, value: await text.value() };
        continue;
      }
      text.pos += 1;
      yield { type: 'sectionStart', key };
      let count = 0;
      // Records are gathered while their text is read already (no promise each), and given a batch at a time.
      let values: unknown[] = [];
      try {
        for (;;) {
          if (values.length >= MAX_BATCH) {
            yield { type: 'records', key, first: count - values.length, values };
            values = [];
          }
          c = text.peekNow();
          if (c === MORE) c = await text.peek();
          if (c === CLOSE_BRACKET) {
            text.pos += 1;
            break;
          }
          if (count > 0) {
            if (c !== COMMA) throw notJson();
            text.pos += 1;
            c = text.peekNow();
            if (c === MORE) c = await text.peek();
            if (c === CLOSE_BRACKET) throw notJson();
          }
          let value = text.valueNow();
          if (value === NOT_READ) {
            // the record goes on in the file's next chunk: the records read so far go first
            if (values.length > 0) {
              yield { type: 'records', key, first: count - values.length, values };
              values = [];
            }
            value = await text.value();
          }
          values.push(value);
          count += 1;
        }
      } catch (error) {
        // the records before a problem of the file are given first, as they come before it
        if (values.length > 0) yield { type: 'records', key, first: count - values.length, values };
        throw error;
      }
      if (values.length > 0) yield { type: 'records', key, first: count - values.length, values };
      yield { type: 'sectionEnd', key, count };
    }
    if ((await text.peek()) !== -1) throw notJson();
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw notJson();
  } finally {
    await text.close();
  }
}
