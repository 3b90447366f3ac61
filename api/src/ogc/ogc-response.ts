import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { TOKEN_QUERY_PARAMETER } from '../auth/feed-route.decorator.js';

export const JSON_TYPE = 'application/json';
export const GEOJSON_TYPE = 'application/geo+json';
export const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.0';
export const HTML_TYPE = 'text/html';

/** Where the OGC API lives, below the API prefix. */
export const OGC_PATH = '/api/ogc';

export interface Link {
  href: string;
  rel: string;
  type: string;
  title?: string;
}

/** The absolute root of the OGC API as the client reached it (behind a proxy: TRUST_PROXY). */
export function ogcRoot(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${OGC_PATH}`;
}

/**
 * A URL with the request's parameters, some replaced or dropped (undefined). The token of the
 * query is never written into a link: a client sending it there adds it to each request.
 */
export function withQuery(
  base: string,
  query: Record<string, unknown>,
  changes: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === TOKEN_QUERY_PARAMETER || name in changes || typeof value !== 'string') continue;
    params.set(name, value);
  }
  for (const [name, value] of Object.entries(changes)) if (value !== undefined) params.set(name, value);
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/** If-None-Match compares weakly (RFC 9110): W/ prefixes aside, the same tag, or '*'. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => ['*', bare].includes(tag.trim().replace(/^W\//, '')));
}

/** RFC 8288 Link header of the given links. */
function linkHeader(links: readonly Link[]): string {
  return links
    .map(
      (link) =>
        `<${link.href}>; rel="${link.rel}"; type="${link.type}"${link.title ? `; title="${link.title.replace(/"/g, "'")}"` : ''}`,
    )
    .join(', ');
}

export interface SendOptions {
  type: string;
  /** Links repeated in the Link header. */
  links?: readonly Link[];
  /** Content-Crs header value (a CRS URI), for features. */
  contentCrs?: string;
  /** Appended to the body after the ETag is taken (a time stamp must not change the tag). */
  timeStamp?: string;
}

/**
 * Sends a JSON body with a weak ETag of its content (304 when If-None-Match names it), the
 * Link header and Content-Crs. Clients may keep a copy but must ask again (no-cache).
 */
export function sendJson(req: Request, res: Response, body: unknown, options: SendOptions): void {
  let text = JSON.stringify(body);
  const etag = `W/"${createHash('sha256').update(options.type).update(text).digest('base64url').slice(0, 27)}"`;
  if (options.timeStamp !== undefined && text.endsWith('}')) {
    text = `${text.slice(0, -1)},"timeStamp":${JSON.stringify(options.timeStamp)}}`;
  }
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Authorization, Cookie');
  if (options.links?.length) res.setHeader('Link', linkHeader(options.links));
  if (options.contentCrs) res.setHeader('Content-Crs', `<${options.contentCrs}>`);
  if (matches(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  // Written as bytes: Express would reformat a media type with parameters (version=3.0).
  res.status(200).setHeader('Content-Type', options.type);
  res.end(Buffer.from(text, 'utf8'));
}
