/** RFC 7946 helpers: positions are [longitude, latitude]; polygon rings are closed, exterior counterclockwise. */

export type Position = [number, number];

/** Twice the signed area of a ring in lon/lat (positive: counterclockwise). */
function signedArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i += 1) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return sum;
}

/** A zone's [lat, lng] points as an RFC 7946 exterior ring: [lng, lat], closed, counterclockwise. */
export function zoneRing(points: Array<[number, number]>): Position[] {
  const ring: Position[] = points.map(([lat, lng]) => [lng, lat]);
  if (ring.length) {
    const [first, last] = [ring[0], ring[ring.length - 1]];
    if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0], first[1]]);
  }
  return signedArea(ring) < 0 ? ring.reverse() : ring;
}

export interface ZoneRow {
  id: number;
  name: string;
  color: string;
  description: string | null;
  assigned_personnel: string[];
  coordinates: Array<[number, number]>;
  created_at: string;
  updated_at: string;
}

export function zoneFeature(zone: ZoneRow) {
  return {
    type: 'Feature' as const,
    id: zone.id,
    geometry: { type: 'Polygon' as const, coordinates: [zoneRing(zone.coordinates)] },
    properties: {
      name: zone.name,
      color: zone.color,
      description: zone.description,
      assignedPersonnel: zone.assigned_personnel,
      createdAt: zone.created_at,
      updatedAt: zone.updated_at,
    },
  };
}

export interface HydrantGeoRow {
  id: number;
  hydrant_id: string;
  address: string;
  area: string;
  status: string;
  latitude: number;
  longitude: number;
  pressure: number | null;
  flow_rate: number | null;
  flow_class: string | null;
  last_inspection: string | null;
  inspector: string | null;
  notes: string | null;
}

export function hydrantFeature(row: HydrantGeoRow) {
  return {
    type: 'Feature' as const,
    id: row.id,
    geometry: { type: 'Point' as const, coordinates: [row.longitude, row.latitude] },
    properties: {
      hydrantId: row.hydrant_id,
      address: row.address,
      area: row.area,
      status: row.status,
      pressure: row.pressure,
      flowRate: row.flow_rate,
      flowClass: row.flow_class,
      lastInspection: row.last_inspection,
      inspector: row.inspector,
      notes: row.notes,
    },
  };
}
