import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { CreateZoneDto } from './dto/create-zone.dto';
import { UpdateZoneDto } from './dto/update-zone.dto';
import { ZoneDto } from './dto/zone.dto';
import { ZONE_MESSAGES, ZoneColorName } from './zone.constants';
import { Zone } from './zone.entity';

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
  SELECT z.id, z.name, z.color, z.description, z.coordinates, z.assigned_personnel, z.created_at, z.updated_at,
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

  async update(id: number, input: UpdateZoneDto): Promise<ZoneDto> {
    const changes: Partial<Zone> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.color !== undefined) changes.color = input.color;
    if (input.description !== undefined) changes.description = input.description;
    if (input.assignedPersonnel !== undefined) changes.assignedPersonnel = input.assignedPersonnel;
    if (input.coordinates !== undefined) {
      changes.coordinates = input.coordinates;
      changes.area = polygonText(input.coordinates);
    }
    if (Object.keys(changes).length === 0) return this.get(id);
    const result = await this.zones.update({ id }, changes);
    if (!result.affected) throw new NotFoundException(ZONE_MESSAGES.notFound);
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const result = await this.zones.delete({ id });
    if (!result.affected) throw new NotFoundException(ZONE_MESSAGES.notFound);
  }
}
