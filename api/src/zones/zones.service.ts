import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { StaleVersionException, whyNoRow } from '../common/record-version.js';
import { CreateZoneDto } from './dto/create-zone.dto.js';
import { UpdateZoneDto } from './dto/update-zone.dto.js';
import { ZoneDto } from './dto/zone.dto.js';
import { ZONE_MESSAGES, ZoneColorName } from './zone.constants.js';
import { Zone } from './zone.entity.js';

/** PostgreSQL polygon text of [lat, lng] points: '((lng,lat),(lng,lat),...)' (x = longitude, y = latitude). */
export function polygonText(coordinates: [number, number][]): string {
  return `(${coordinates.map(([lat, lng]) => `(${lng},${lat})`).join(',')})`;
}

interface ZoneRow {
  id: number;
  name: string;
  color: ZoneColorName;
  description: string | null;
  coordinates: [number, number][];
  assigned_personnel: string[];
  version: number;
  created_at: Date;
  updated_at: Date;
  operational: number;
  maintenance: number;
  out_of_service: number;
  total: number;
}

/**
 * Zones with the hydrants inside each outline counted by status, in one query: for each
 * zone a lateral count over `point(longitude, latitude) <@ area`, which the GiST index on
 * hydrants' point(longitude, latitude) answers without scanning the registry.
 */
const SELECT_ZONES = `
  SELECT z.id, z.name, z.color, z.description, z.coordinates, z.assigned_personnel, z.version, z.created_at, z.updated_at,
         c.operational, c.maintenance, c.out_of_service, c.total
  FROM zones z
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE h.status = 'operational')::int AS operational,
           count(*) FILTER (WHERE h.status = 'maintenance')::int AS maintenance,
           count(*) FILTER (WHERE h.status = 'out-of-service')::int AS out_of_service,
           count(*)::int AS total
    FROM hydrants h
    WHERE point(h.longitude, h.latitude) <@ z.area
  ) c`;

function toDto(row: ZoneRow): ZoneDto {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    description: row.description,
    coordinates: row.coordinates,
    assignedPersonnel: row.assigned_personnel,
    hydrantCounts: {
      operational: row.operational,
      maintenance: row.maintenance,
      outOfService: row.out_of_service,
      total: row.total,
    },
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

@Injectable()
export class ZonesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Zone) private readonly zones: Repository<Zone>,
  ) {}

  async list(): Promise<ZoneDto[]> {
    const rows = await this.dataSource.query<ZoneRow[]>(`${SELECT_ZONES} ORDER BY z.id`);
    return rows.map(toDto);
  }

  async get(id: number): Promise<ZoneDto> {
    const rows = await this.dataSource.query<ZoneRow[]>(`${SELECT_ZONES} WHERE z.id = $1`, [id]);
    if (rows.length === 0) throw new NotFoundException(ZONE_MESSAGES.notFound);
    return toDto(rows[0]);
  }

  async create(input: CreateZoneDto): Promise<ZoneDto> {
    const saved = await this.zones.save(
      this.zones.create({
        name: input.name,
        color: input.color,
        description: input.description ?? null,
        coordinates: input.coordinates,
        area: polygonText(input.coordinates),
        assignedPersonnel: input.assignedPersonnel ?? [],
      }),
    );
    return this.get(saved.id);
  }

  /**
   * Changes the fields sent and bumps the version (TypeORM's @VersionColumn). With
   * `expected`, only if the zone is still at that version (one UPDATE ... WHERE id AND
   * version): else 409 and nothing changes.
   */
  async update(id: number, input: UpdateZoneDto, expected?: number): Promise<ZoneDto> {
    const changes: Partial<Zone> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.color !== undefined) changes.color = input.color;
    if (input.description !== undefined) changes.description = input.description;
    if (input.assignedPersonnel !== undefined) changes.assignedPersonnel = input.assignedPersonnel;
    if (input.coordinates !== undefined) {
      changes.coordinates = input.coordinates;
      changes.area = polygonText(input.coordinates);
    }
    if (Object.keys(changes).length === 0) {
      const zone = await this.get(id);
      if (expected !== undefined && zone.version !== expected) {
        throw new StaleVersionException(ZONE_MESSAGES.changedBySomeoneElse, zone.version);
      }
      return zone;
    }
    const result = await this.zones.update(expected === undefined ? { id } : { id, version: expected }, changes);
    if (!result.affected) await this.refuse(id);
    return this.get(id);
  }

  /** Deletes a zone; with `expected`, only if it is still at that version (else 409). */
  async remove(id: number, expected?: number): Promise<void> {
    const result = await this.zones.delete(expected === undefined ? { id } : { id, version: expected });
    if (!result.affected) await this.refuse(id);
  }

  /** A versioned write touched no row: 404 when the zone is gone, else 409 (stale version). */
  private async refuse(id: number): Promise<never> {
    const [row] = await this.dataSource.query<Array<{ version: number }>>(`SELECT version FROM zones WHERE id = $1`, [id]);
    return whyNoRow(
      row?.version ?? null,
      ZONE_MESSAGES.changedBySomeoneElse,
      () => new NotFoundException(ZONE_MESSAGES.notFound),
    );
  }
}
