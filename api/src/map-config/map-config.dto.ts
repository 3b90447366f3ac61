import { ApiProperty } from '@nestjs/swagger';

/** What the maps need from the server's configuration (DECISIONS §6). */
export class MapConfigDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    description: 'XYZ tile URL template (TILE_URL); null: no tile layer, only the bundled offline basemap.',
  })
  tileUrl: string | null;

  @ApiProperty({ example: '© OpenStreetMap contributors', description: 'Attribution shown with the tiles (TILE_ATTRIBUTION).' })
  attribution: string;
}
