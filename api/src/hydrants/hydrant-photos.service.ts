import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MESSAGES } from './hydrant.constants.js';
import { decodePhotoDataUrl, photoIdOfUrl, UUID } from './photo-data-url.js';

export interface StoredPhoto {
  id: string;
  contentType: string;
  data: Buffer;
}

function photoError(message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message], errors: { photos: message } });
}

/** Hydrant photos: stored apart from the hydrant row (bytea), served by URL. */
@Injectable()
export class HydrantPhotosService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Makes `list` the hydrant's photos, in that order, inside the caller's transaction:
   * a URL of one of its photos keeps it, a data URL adds one, photos not listed go.
   * The DTO has already checked count, size and type; this decodes and checks ownership.
   */
  async replace(manager: EntityManager, hydrantId: number, list: string[]): Promise<void> {
    const existing = new Set(
      (
        await manager.query<
          Array<{
            id: string;
          }>
        >(`SELECT id::text AS id FROM hydrant_photos WHERE hydrant_id = $1`, [hydrantId])
      ).map((row) => row.id),
    );
    const kept = new Set<string>();
    const plan: Array<{ keep: string } | { add: { contentType: string; data: Buffer } }> = [];
    for (const item of list) {
      const storedId = photoIdOfUrl(item);
      if (storedId) {
        if (!existing.has(storedId)) throw photoError(MESSAGES.photoUnknown);
        if (kept.has(storedId)) continue;
        kept.add(storedId);
        plan.push({ keep: storedId });
        continue;
      }
      const decoded = decodePhotoDataUrl(item);
      if (!decoded) throw photoError(MESSAGES.photoType);
      plan.push({ add: decoded });
    }
    await manager.query(`DELETE FROM hydrant_photos WHERE hydrant_id = $1 AND NOT (id = ANY($2::uuid[]))`, [
      hydrantId,
      [...kept],
    ]);
    for (const [position, step] of plan.entries()) {
      if ('keep' in step) {
        await manager.query(`UPDATE hydrant_photos SET position = $2 WHERE id = $1`, [step.keep, position]);
      } else {
        await manager.query(`INSERT INTO hydrant_photos (hydrant_id, position, content_type, data) VALUES ($1, $2, $3, $4)`, [
          hydrantId,
          position,
          step.add.contentType,
          step.add.data,
        ]);
      }
    }
  }

  async get(photoId: string): Promise<StoredPhoto> {
    if (!UUID.test(photoId)) throw new NotFoundException('Photo not found');
    const [row] = await this.dataSource.query<StoredPhoto[]>(
      `SELECT id::text AS id, content_type AS "contentType", data FROM hydrant_photos WHERE id = $1`,
      [photoId.toLowerCase()],
    );
    if (!row) throw new NotFoundException('Photo not found');
    return row;
  }
}
