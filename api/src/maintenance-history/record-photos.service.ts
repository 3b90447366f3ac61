import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { decodePhotoDataUrl, UUID } from '../hydrants/photo-data-url.js';
import type { StoredPhoto } from '../hydrants/hydrant-photos.service.js';
import { MAINTENANCE_MESSAGES as M } from '../maintenance/maintenance.constants.js';

export const PHOTO_NOT_FOUND = 'Photo not found';

/** History record photos: stored apart from the record (bytea), served by URL. */
@Injectable()
export class RecordPhotosService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a new record's photos in order, inside the caller's transaction (the DTO checked count, sizes and types). */
  async add(manager: EntityManager, recordId: number, photos: string[]): Promise<void> {
    for (const [position, item] of photos.entries()) {
      const decoded = decodePhotoDataUrl(item);
      if (!decoded) {
        throw new BadRequestException({
          statusCode: 400,
          error: 'Bad Request',
          message: [M.photoType],
          errors: { photos: M.photoType },
        });
      }
      await manager.query(
        `INSERT INTO maintenance_history_photos (record_id, position, content_type, data) VALUES ($1, $2, $3, $4)`,
        [recordId, position, decoded.contentType, decoded.data],
      );
    }
  }

  async get(photoId: string): Promise<StoredPhoto> {
    if (!UUID.test(photoId)) throw new NotFoundException(PHOTO_NOT_FOUND);
    const [row] = await this.dataSource.query<StoredPhoto[]>(
      `SELECT id::text AS id, content_type AS "contentType", data FROM maintenance_history_photos WHERE id = $1`,
      [photoId.toLowerCase()],
    );
    if (!row) throw new NotFoundException(PHOTO_NOT_FOUND);
    return row;
  }
}
