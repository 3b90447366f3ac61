import { createReadStream } from 'node:fs';
import Assembler from 'stream-json/assembler.js';
import { parserStream } from 'stream-json';
import { FORBIDDEN_KEYS } from '../common/input-text.js';
import { TRANSFER_MESSAGES } from './backup-format.js';

/** What the reader finds in a backup file, in file order. */
export type BackupEvent =
  | { type: 'meta'; key: string; value: unknown }
  | { type: 'sectionStart'; key: string }
  | { type: 'record'; key: string; index: number; value: unknown }
  | { type: 'sectionEnd'; key: string; count: number };

/** A problem with the file as a whole (not JSON, not an object, a section that is not a list). */
export class BackupFileError extends Error {}

interface Token {
  name: string;
  value?: string;
}

/**
 * Reads a backup file as a stream of events without loading it whole: the top-level
 * object's scalar members come as 'meta', and each member that is a list comes record by
 * record (each record assembled on its own), so a million hydrants never sit in memory.
 * Keys named like Object.prototype members are refused wherever they are.
 */
export async function* readBackup(path: string): AsyncGenerator<BackupEvent> {
  const tokens = createReadStream(path).pipe(parserStream({ packValues: true, streamValues: false }));
  let depth = 0;
  let key: string | null = null;
  let section: { key: string; count: number } | null = null;
  let assembler: Assembler | null = null;
  let sawRoot = false;
  try {
    for await (const token of tokens as unknown as AsyncIterable<Token>) {
      if (token.name === 'keyValue' && FORBIDDEN_KEYS.has(token.value!)) {
        throw new BackupFileError(TRANSFER_MESSAGES.forbiddenKey(token.value!));
      }
      if (assembler) {
        assembler.consume(token as never);
        if (assembler.done) {
          if (section) {
            yield { type: 'record', key: section.key, index: section.count, value: assembler.current };
            section.count += 1;
          } else {
            yield { type: 'meta', key: key!, value: assembler.current };
          }
          assembler = null;
        }
        continue;
      }
      if (depth === 0) {
        if (token.name !== 'startObject' || sawRoot) throw new BackupFileError(TRANSFER_MESSAGES.notObject);
        sawRoot = true;
        depth = 1;
      } else if (depth === 1) {
        if (token.name === 'endObject') depth = 0;
        else if (token.name === 'keyValue') key = token.value!;
        else if (token.name === 'startArray') {
          section = { key: key!, count: 0 };
          depth = 2;
          yield { type: 'sectionStart', key: key! };
        } else {
          assembler = new Assembler();
          assembler.consume(token as never);
          if (assembler.done) {
            yield { type: 'meta', key: key!, value: assembler.current };
            assembler = null;
          }
        }
      } else if (depth === 2) {
        if (token.name === 'endArray') {
          yield { type: 'sectionEnd', key: section!.key, count: section!.count };
          section = null;
          depth = 1;
        } else {
          assembler = new Assembler();
          assembler.consume(token as never);
          if (assembler.done) {
            yield { type: 'record', key: section!.key, index: section!.count, value: assembler.current };
            section!.count += 1;
            assembler = null;
          }
        }
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(TRANSFER_MESSAGES.notJson);
  }
  if (!sawRoot || depth !== 0) throw new BackupFileError(sawRoot ? TRANSFER_MESSAGES.notJson : TRANSFER_MESSAGES.notObject);
}
