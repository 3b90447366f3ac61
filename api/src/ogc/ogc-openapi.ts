import { TOKEN_QUERY_PARAMETER } from '../auth/feed-route.decorator.js';
import { SESSION_COOKIE_NAME } from '../session/session.constants.js';
import { ALL_COLLECTIONS } from './ogc-documents.js';
import { type CollectionDefinition, HYDRANT_PROPERTIES, ZONE_PROPERTIES } from './ogc-collections.js';
import type { OgcCrs } from './ogc-crs.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from './ogc-params.js';
import { GEOJSON_TYPE, JSON_TYPE, OPENAPI_TYPE } from './ogc-response.js';

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonResponse = (description: string, schema: Json, type = JSON_TYPE) => ({ description, content: { [type]: { schema } } });
const ERRORS = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '401': { $ref: '#/components/responses/Unauthorized' },
  '403': { $ref: '#/components/responses/Forbidden' },
};
const FORMAT = { $ref: '#/components/parameters/f' };

function query(name: string, description: string, schema: Json, extra: Json = {}): Json {
  return { name, in: 'query', required: false, description, schema, style: 'form', explode: false, ...extra };
}

/**
 * The parameters of a collection's items, written out on its own path (GDAL and QGIS look
 * for a filter parameter on `/collections/<id>/items` and then send it to the server).
 */
function itemsParameters(collection: CollectionDefinition, offered: readonly OgcCrs[]): Json[] {
  const uris = offered.map((crs) => crs.uri);
  const parameters: Json[] = [
    query(
      'limit',
      `Items per page: ${DEFAULT_LIMIT} by default, at most ${MAX_LIMIT.toLocaleString('en-US')} (a larger value is clamped to it).`,
      { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
    ),
    query(
      'bbox',
      'Only features meeting this box: minimum, minimum, maximum, maximum in the axis order of bbox-crs (CRS84: ' +
        'west, south, east, north; EPSG:4326: south, west, north, east). Six numbers (with heights) are accepted, heights ignored.',
      { type: 'array', minItems: 4, maxItems: 6, items: { type: 'number' } },
    ),
    query('bbox-crs', 'The CRS of bbox (default CRS84).', { type: 'string', format: 'uri', enum: uris, default: uris[0] }),
    query(
      'datetime',
      `Only features whose ${collection.datetimeProperty} falls on this date or within this interval: an RFC 3339 date ` +
        'or date-time, or start/end where either end may be .. (open). Bounds count by their UTC calendar date.',
      { type: 'string' },
    ),
    query('crs', 'The CRS of the coordinates answered (default CRS84; see the Content-Crs header).', {
      type: 'string',
      format: 'uri',
      enum: uris,
      default: uris[0],
    }),
    query('after', 'Where a page starts: the id of the last feature of the previous one (the next link sets it).', {
      type: 'integer',
      minimum: 0,
    }),
  ];
  if (collection.filters.includes('status')) {
    parameters.push(
      query('status', 'Only hydrants with this status.', {
        type: 'string',
        enum: ['operational', 'maintenance', 'out-of-service'],
      }),
    );
  }
  if (collection.filters.includes('area')) {
    parameters.push(query('area', 'Only hydrants of this area (exact name).', { type: 'string', minLength: 1, maxLength: 200 }));
  }
  if (collection.filters.includes('flowClass')) {
    parameters.push(
      query('flowClass', 'Only hydrants of this NFPA 291 flow class.', { type: 'string', enum: ['AA', 'A', 'B', 'C'] }),
    );
  }
  return [...parameters, FORMAT];
}

function collectionPaths(collection: CollectionDefinition, offered: readonly OgcCrs[]): Record<string, Json> {
  const base = `/collections/${collection.id}`;
  const feature = collection.id === 'zones' ? 'ZoneFeature' : 'HydrantFeature';
  const crsHeader = { 'Content-Crs': { description: 'The CRS of the coordinates, as <URI>', schema: { type: 'string' } } };
  return {
    [base]: {
      get: {
        tags: ['Collections'],
        operationId: `describe-${collection.id}`,
        summary: `The ${collection.title} collection: extent, CRSs, links`,
        parameters: [FORMAT],
        responses: {
          '200': jsonResponse('The collection', ref('Collection')),
          '304': { $ref: '#/components/responses/NotModified' },
          ...ERRORS,
        },
      },
    },
    [`${base}/items`]: {
      get: {
        tags: ['Data'],
        operationId: `get-${collection.id}`,
        summary: `${collection.title}: a page of features`,
        description: collection.description,
        parameters: itemsParameters(collection, offered),
        responses: {
          '200': {
            ...jsonResponse(
              'A page of features; the next link (and Link header) leads to the next page',
              ref(`${feature}Collection`),
              GEOJSON_TYPE,
            ),
            headers: crsHeader,
          },
          '304': { $ref: '#/components/responses/NotModified' },
          ...ERRORS,
        },
      },
    },
    [`${base}/items/{featureId}`]: {
      get: {
        tags: ['Data'],
        operationId: `get-${collection.id}-feature`,
        summary: `One feature of ${collection.title} by id`,
        parameters: [
          {
            name: 'featureId',
            in: 'path',
            required: true,
            description: 'The feature id (an integer)',
            schema: { type: 'integer', minimum: 1 },
          },
          query('crs', 'The CRS of the coordinates answered (default CRS84).', {
            type: 'string',
            format: 'uri',
            enum: offered.map((c) => c.uri),
          }),
          FORMAT,
        ],
        responses: {
          '200': { ...jsonResponse('The feature', ref(feature), GEOJSON_TYPE), headers: crsHeader },
          '304': { $ref: '#/components/responses/NotModified' },
          '404': { $ref: '#/components/responses/NotFound' },
          ...ERRORS,
        },
      },
    },
  };
}

function featureSchemas(): Json {
  const link = ref('Link');
  const featureOf = (geometry: Json, properties: Json) => ({
    type: 'object',
    required: ['type', 'id', 'geometry', 'properties'],
    properties: {
      type: { type: 'string', enum: ['Feature'] },
      id: { type: 'integer', description: 'The internal id: stable, and the path id of the feature' },
      geometry,
      properties: { type: 'object', properties },
      links: { type: 'array', items: link },
    },
  });
  const collectionOf = (feature: string) => ({
    type: 'object',
    required: ['type', 'features'],
    properties: {
      type: { type: 'string', enum: ['FeatureCollection'] },
      features: { type: 'array', items: ref(feature) },
      links: { type: 'array', items: link },
      numberMatched: { type: 'integer', minimum: 0, description: 'Every match; left out when counting would not be cheap' },
      numberReturned: { type: 'integer', minimum: 0 },
      timeStamp: { type: 'string', format: 'date-time' },
    },
  });
  const position = { type: 'array', minItems: 2, maxItems: 2, items: { type: 'number' } };
  return {
    HydrantFeature: featureOf(
      { type: 'object', properties: { type: { type: 'string', enum: ['Point'] }, coordinates: position } },
      HYDRANT_PROPERTIES,
    ),
    ZoneFeature: featureOf(
      {
        type: 'object',
        properties: {
          type: { type: 'string', enum: ['Polygon'] },
          coordinates: { type: 'array', items: { type: 'array', minItems: 4, items: position } },
        },
      },
      ZONE_PROPERTIES,
    ),
    HydrantFeatureCollection: collectionOf('HydrantFeature'),
    ZoneFeatureCollection: collectionOf('ZoneFeature'),
  };
}

/**
 * The API's own OpenAPI 3.0 document (service-desc): self-contained, every collection's
 * paths written out, `limit` bounds, and the security schemes (an API token with the gis:read
 * scope as a Bearer header or the access_token query parameter, or a session cookie).
 */
export function ogcOpenApi(root: string, offered: readonly OgcCrs[], isPublic: boolean): Json {
  const link = {
    type: 'object',
    required: ['href', 'rel', 'type'],
    properties: {
      href: { type: 'string', format: 'uri' },
      rel: { type: 'string' },
      type: { type: 'string' },
      title: { type: 'string' },
    },
  };
  const links = { type: 'array', items: ref('Link') };
  const error = {
    type: 'object',
    required: ['statusCode', 'message'],
    properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, error: { type: 'string' } },
  };
  const errorResponse = (description: string) => jsonResponse(description, ref('Error'));
  const security = [{ bearerToken: [] }, { queryToken: [] }, { sessionCookie: [] }];
  return {
    openapi: '3.0.3',
    info: {
      title: 'HydrantOps – OGC API – Features',
      version: '1.0.0',
      description:
        'The live hydrant registry as OGC API – Features Parts 1 and 2, read-only. Coordinates are CRS84 unless crs asks ' +
        `otherwise. Access: an API token with the gis:read scope, as Authorization: Bearer <token> or the ${TOKEN_QUERY_PARAMETER} ` +
        `query parameter, or a signed-in session.${isPublic ? ' This site also publishes the collections without a token.' : ''}`,
    },
    servers: [{ url: root }],
    security: isPublic ? [{}, ...security] : security,
    tags: [
      { name: 'Capabilities', description: 'Landing page, conformance, API definition' },
      { name: 'Collections', description: 'The collections and their metadata' },
      { name: 'Data', description: 'Features' },
    ],
    paths: {
      '/': {
        get: {
          tags: ['Capabilities'],
          operationId: 'getLandingPage',
          summary: 'Landing page',
          parameters: [FORMAT],
          responses: {
            '200': jsonResponse('Links to the API definition, conformance and collections', ref('LandingPage')),
            ...ERRORS,
          },
        },
      },
      '/conformance': {
        get: {
          tags: ['Capabilities'],
          operationId: 'getConformance',
          summary: 'The conformance classes',
          parameters: [FORMAT],
          responses: { '200': jsonResponse('The conformance classes', ref('Conformance')), ...ERRORS },
        },
      },
      '/api': {
        get: {
          tags: ['Capabilities'],
          operationId: 'getApiDefinition',
          summary: 'This document',
          parameters: [FORMAT],
          responses: { '200': jsonResponse('The OpenAPI 3.0 document', { type: 'object' }, OPENAPI_TYPE), ...ERRORS },
        },
      },
      '/collections': {
        get: {
          tags: ['Collections'],
          operationId: 'getCollections',
          summary: 'The collections',
          parameters: [FORMAT],
          responses: {
            '200': jsonResponse('The collections', ref('Collections')),
            '304': { $ref: '#/components/responses/NotModified' },
            ...ERRORS,
          },
        },
      },
      ...Object.assign({}, ...ALL_COLLECTIONS.map((collection) => collectionPaths(collection, offered))),
    },
    components: {
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: 'An API token with the gis:read scope (made by an admin)' },
        queryToken: {
          type: 'apiKey',
          in: 'query',
          name: TOKEN_QUERY_PARAMETER,
          description: 'The same token, for clients that cannot send headers',
        },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: 'A signed-in console session' },
      },
      parameters: {
        f: query('f', 'The format: JSON (GeoJSON for features), the only one.', { type: 'string', enum: ['json'] }),
      },
      responses: {
        BadRequest: errorResponse('An unknown or invalid parameter; the message gives the reason'),
        Unauthorized: errorResponse('No valid token or session'),
        Forbidden: errorResponse('The token lacks the gis:read scope'),
        NotFound: errorResponse('No such collection or feature'),
        NotModified: { description: 'Unchanged since the ETag sent in If-None-Match' },
      },
      schemas: {
        Link: link,
        Error: error,
        LandingPage: {
          type: 'object',
          required: ['links'],
          properties: { title: { type: 'string' }, description: { type: 'string' }, links },
        },
        Conformance: {
          type: 'object',
          required: ['conformsTo'],
          properties: { conformsTo: { type: 'array', items: { type: 'string' } }, links },
        },
        Collection: {
          type: 'object',
          required: ['id', 'links'],
          properties: {
            id: { type: 'string' },
            title: { type: 'string' },
            description: { type: 'string' },
            itemType: { type: 'string' },
            extent: { type: 'object' },
            crs: { type: 'array', items: { type: 'string' } },
            storageCrs: { type: 'string' },
            links,
          },
        },
        Collections: {
          type: 'object',
          required: ['links', 'collections'],
          properties: {
            links,
            collections: { type: 'array', items: ref('Collection') },
            crs: { type: 'array', items: { type: 'string' } },
          },
        },
        ...featureSchemas(),
      },
    },
  };
}
