import { CRS84, type OgcCrs } from './ogc-crs.js';
import { COLLECTION_IDS, COLLECTIONS, type CollectionDefinition } from './ogc-collections.js';
import type { Extent } from './ogc-features.service.js';
import { GEOJSON_TYPE, HTML_TYPE, JSON_TYPE, type Link, OPENAPI_TYPE } from './ogc-response.js';

/** What the API conforms to: Part 1 (core, GeoJSON, OpenAPI 3.0) and Part 2 (CRS by reference). */
export const CONFORMANCE_CLASSES = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
  'http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs',
];

export function landingPage(root: string): { title: string; description: string; links: Link[] } {
  return {
    title: 'HydrantOps hydrant registry',
    description: 'The live hydrant registry, out-of-service hydrants and zones as OGC API – Features (Parts 1 and 2), read-only.',
    links: [
      { href: root, rel: 'self', type: JSON_TYPE, title: 'This document' },
      { href: `${root}/api`, rel: 'service-desc', type: OPENAPI_TYPE, title: 'The API definition (OpenAPI 3.0)' },
      { href: `${root}/api.html`, rel: 'service-doc', type: HTML_TYPE, title: 'The API documentation' },
      { href: `${root}/conformance`, rel: 'conformance', type: JSON_TYPE, title: 'Conformance classes' },
      { href: `${root}/collections`, rel: 'data', type: JSON_TYPE, title: 'The collections' },
    ],
  };
}

export function conformance(root: string): { conformsTo: string[]; links: Link[] } {
  return {
    conformsTo: CONFORMANCE_CLASSES,
    links: [{ href: `${root}/conformance`, rel: 'self', type: JSON_TYPE, title: 'This document' }],
  };
}

/** A collection's description: links, extent (CRS84), item type, and the CRSs of Part 2. */
export function collectionDocument(root: string, collection: CollectionDefinition, extent: Extent, offered: readonly OgcCrs[]) {
  const base = `${root}/collections/${collection.id}`;
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    itemType: 'feature',
    extent: {
      spatial: { bbox: extent.bbox ? [extent.bbox] : [[-180, -90, 180, 90]], crs: CRS84 },
      temporal: { interval: [extent.interval], trs: 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian' },
    },
    crs: offered.map((crs) => crs.uri),
    storageCrs: CRS84,
    links: [
      { href: base, rel: 'self', type: JSON_TYPE, title: 'This collection' },
      { href: `${base}/items`, rel: 'items', type: GEOJSON_TYPE, title: `${collection.title} (GeoJSON)` },
    ] satisfies Link[],
  };
}

export function collectionsDocument(
  root: string,
  collections: ReturnType<typeof collectionDocument>[],
  offered: readonly OgcCrs[],
) {
  return {
    links: [{ href: `${root}/collections`, rel: 'self', type: JSON_TYPE, title: 'The collections' }] satisfies Link[],
    collections,
    crs: offered.map((crs) => crs.uri),
  };
}

export const ALL_COLLECTIONS = COLLECTION_IDS.map((id) => COLLECTIONS[id]);
