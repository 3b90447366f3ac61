import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import type { Request } from 'express';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TRANSFER_MESSAGES } from './backup-format.js';

/** Request paths whose body is a file (Content-Type application/octet-stream) rather than JSON. */
export const FILE_UPLOAD_PATHS: ReadonlySet<string> = new Set([
  '/api/data-transfer/restore/preview',
  '/api/data-transfer/restore',
  '/api/data-transfer/hydrant-import/preview',
  '/api/data-transfer/hydrant-import',
]);

const MB = 1024 * 1024;

export function payloadTooLarge(limitBytes: number): HttpException {
  return new HttpException(
    { statusCode: 413, message: TRANSFER_MESSAGES.tooLarge(Math.round(limitBytes / MB)), error: 'Payload Too Large' },
    HttpStatus.PAYLOAD_TOO_LARGE,
  );
}

export interface UploadedFile {
  path: string;
  size: number;
  /** Removes the file and its folder. */
  dispose(): Promise<void>;
}

/**
 * Streams the request body into a temporary file, never holding it in memory, and
 * refuses it with 413 as soon as it is known to exceed the limit (Content-Length first,
 * then the bytes counted as they come). The caller disposes of the file.
 */
export async function receiveFile(req: Request, limitBytes: number): Promise<UploadedFile> {
  if (!req.is('application/octet-stream'))
    throw new BadRequestException({
      statusCode: 400,
      error: 'Bad Request',
      message: [TRANSFER_MESSAGES.notOctetStream],
      errors: {},
    });
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limitBytes) {
    req.resume();
    throw payloadTooLarge(limitBytes);
  }
  const dir = await mkdtemp(join(tmpdir(), 'hydrant-upload-'));
  const path = join(dir, 'upload');
  const dispose = () => rm(dir, { recursive: true, force: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      // Past the limit the rest is read and dropped (not stored), so the client gets the 413 instead of a cut connection.
      if (size > limitBytes) callback();
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(req, counter, createWriteStream(path));
  } catch {
    await dispose();
    throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: ['The upload was interrupted'], errors: {} });
  }
  if (size > limitBytes) {
    await dispose();
    throw payloadTooLarge(limitBytes);
  }
  if (size === 0) {
    await dispose();
    throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [TRANSFER_MESSAGES.emptyFile], errors: {} });
  }
  return { path, size, dispose };
}
