/**
 * The collections served under /api/ogc (DECISIONS §16): what each holds, which filters it
 * takes and which property `datetime` is matched against.
 */
export const COLLECTION_IDS = ['hydrants', 'out-of-service-hydrants', 'zones'] as const;
export type CollectionId = (typeof COLLECTION_IDS)[number];

export interface CollectionDefinition {
  id: CollectionId;
  title: string;
  description: string;
  /** Query parameters filtering on a property of the same name. */
  filters: readonly ('status' | 'area' | 'flowClass')[];
  /** The property `datetime` is matched against (a date: its UTC calendar date range). */
  datetimeProperty: 'lastInspection' | 'updatedAt';
  geometryType: 'Point' | 'Polygon';
}

export const COLLECTIONS: Record<CollectionId, CollectionDefinition> = {
  hydrants: {
    id: 'hydrants',
    title: 'Hydrants',
    description:
      'Every hydrant of the registry: label (hydrantId), address, status, NFPA 291 flow class and rated flow (GPM), ' +
      'last inspection, area, type, and for one out of service the reason, since when and the expected return. ' +
      'datetime matches the last inspection date.',
    filters: ['status', 'area', 'flowClass'],
    datetimeProperty: 'lastInspection',
    geometryType: 'Point',
  },
  'out-of-service-hydrants': {
    id: 'out-of-service-hydrants',
    title: 'Out-of-service hydrants',
    description:
      'The hydrants out of service now, with the reason, since when and the expected return. ' +
      'datetime matches the last inspection date.',
    filters: ['area', 'flowClass'],
    datetimeProperty: 'lastInspection',
    geometryType: 'Point',
  },
  zones: {
    id: 'zones',
    title: 'Zones',
    description:
      'The zones drawn on the map (polygons), with their colour, description and assigned personnel. ' +
      'datetime matches the date of the last change.',
    filters: [],
    datetimeProperty: 'updatedAt',
    geometryType: 'Polygon',
  },
};

export function collectionOf(id: string): CollectionDefinition | undefined {
  return (COLLECTION_IDS as readonly string[]).includes(id) ? COLLECTIONS[id as CollectionId] : undefined;
}

/** An OpenAPI 3.0 schema of a feature property. */
export interface PropertySchema {
  type: 'string' | 'integer' | 'number' | 'array';
  nullable?: boolean;
  format?: string;
  enum?: readonly string[];
  items?: { type: 'string' };
  description: string;
}

/** The properties of a hydrant feature, with their JSON Schema types (the OpenAPI document lists them). */
export const HYDRANT_PROPERTIES: Record<string, PropertySchema> = {
  hydrantId: { type: 'string', description: 'The hydrant label, e.g. H-0001 (the feature id is the internal id)' },
  address: { type: 'string', description: 'Street address' },
  status: { type: 'string', enum: ['operational', 'maintenance', 'out-of-service'], description: 'Status' },
  flowClass: { type: 'string', nullable: true, enum: ['AA', 'A', 'B', 'C'], description: 'NFPA 291 class of the rated flow' },
  flowRate: { type: 'integer', nullable: true, description: 'Rated flow, GPM' },
  lastInspection: { type: 'string', nullable: true, format: 'date', description: 'Date of the last inspection' },
  area: { type: 'string', description: 'Area (district) name' },
  hydrantType: { type: 'string', nullable: true, description: 'dry-barrel, wet-barrel, flush or wall' },
  outOfServiceReason: { type: 'string', nullable: true, description: 'Why it is out of service (only while it is)' },
  outOfServiceSince: { type: 'string', nullable: true, format: 'date-time', description: 'Since when it is out of service' },
  expectedReturn: { type: 'string', nullable: true, format: 'date', description: 'Expected return to service' },
  updatedAt: { type: 'string', format: 'date-time', description: 'Last change of the record' },
};

export const ZONE_PROPERTIES: Record<string, PropertySchema> = {
  name: { type: 'string', description: 'Zone name' },
  color: { type: 'string', description: 'Colour drawn on the map' },
  description: { type: 'string', nullable: true, description: 'Description' },
  assignedPersonnel: { type: 'array', items: { type: 'string' }, description: 'Names of the personnel assigned' },
  updatedAt: { type: 'string', format: 'date-time', description: 'Last change of the zone' },
};
