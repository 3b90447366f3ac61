import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { DataSource } from 'typeorm';
import { FLOW_CLASS_SQL } from '../hydrants/hydrant.constants.js';

const gzipAsync = promisify(gzip);

export interface FeedDocument {
  /** The GeoJSON text, exactly as sent (UTF-8). */
  body: Buffer;
  /** Strong ETag: a hash of the body (the same content always has the same tag, on every process). */
  etag: string;
  /** The body gzipped, made once per copy (the first time a client asks for gzip). */
  gzipped(): Promise<Buffer>;
}

interface KeptFeed {
  /** feed_changes' sum when the copy was built (read before it). */
  stamp: string;
  feed: Promise<FeedDocument>;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * Every hydrant that is not operational as an RFC 7946 FeatureCollection, built in one
 * statement (Point [longitude, latitude], WGS 84), ordered by id so the same data gives the
 * same bytes (the hydrants come in id order from IDX_hydrants_not_operational, so nothing is
 * sorted: json_agg takes them in the order of its subquery). For a hydrant out of service,
 * reason, since and expected return are those of its open out-of-service period
 * (hydrant_out_of_service); a hydrant under maintenance has no period: no reason, and `since`
 * is its last change.
 */
export const FEED_SQL = `
  SELECT json_build_object(
           'type', 'FeatureCollection',
           'features', COALESCE(json_agg(f.feature), '[]'::json)
         )::text AS body
    FROM (
      SELECT h.id,
             json_build_object(
               'type', 'Feature',
               'id', h.id,
               'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(h.longitude, h.latitude)),
               'properties', json_build_object(
                 'id', h.hydrant_id,
                 'address', h.address,
                 'status', h.status,
                 'reason', oos.reason,
                 'since', to_char(COALESCE(oos.started_at, h.updated_at) AT TIME ZONE 'UTC', ${ISO}),
                 'expectedReturn', to_char(oos.expected_return, 'YYYY-MM-DD'),
                 'nfpaClass', ${FLOW_CLASS_SQL}
               )
             ) AS feature
        FROM hydrants h
        LEFT JOIN LATERAL (
              SELECT o.reason, o.started_at, o.expected_return
                FROM hydrant_out_of_service o
               WHERE o.hydrant_id = h.id AND o.ended_at IS NULL
             ) oos ON h.status = 'out-of-service'
       WHERE h.status <> 'operational'
       ORDER BY h.id
    ) f`;

@Injectable()
export class FeedsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The copy this process keeps, with the stamp it was built at. */
  private kept: KeptFeed | undefined;

  /**
   * The feed: the kept copy while the change stamp (feed_changes, bumped by the triggers of
   * every statement that writes a hydrant in or out of the feed, or an out-of-service period)
   * is what it was when the copy was built; else built again. The stamp is read before the
   * feed, so a copy is never older than its stamp.
   */
  async outOfService(): Promise<FeedDocument> {
    const [{ stamp }] = await this.dataSource.query<Array<{ stamp: string }>>(
      `SELECT coalesce(sum(delta), 0)::text AS stamp FROM feed_changes`,
    );
    if (this.kept?.stamp !== stamp) {
      const kept: KeptFeed = { stamp, feed: this.build() };
      this.kept = kept;
      // A failed build is not kept: the next request builds again.
      kept.feed.catch(() => {
        if (this.kept === kept) this.kept = undefined;
      });
    }
    return this.kept.feed;
  }

  private async build(): Promise<FeedDocument> {
    const [{ body: text }] = await this.dataSource.query<Array<{ body: string }>>(FEED_SQL);
    const body = Buffer.from(text);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    let zipped: Promise<Buffer> | undefined;
    return { body, etag, gzipped: () => (zipped ??= gzipAsync(body)) };
  }
}

/** True when an If-None-Match header names this ETag (weak or strong form) or is '*'. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
