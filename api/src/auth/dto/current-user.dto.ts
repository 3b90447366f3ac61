import { ApiProperty } from '@nestjs/swagger';

/** SPEC §3 "Current user". */
export class CurrentUserDto {
  @ApiProperty({ example: 'admin' })
  username: string;

  @ApiProperty({ description: 'True for a time-limited, read-only demo session ("Demo User").' })
  isDemo: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 120,
    description: 'Whole minutes left in a demo session (server clock, rounded up); null for normal users.',
  })
  demoTimeLeft: number | null;
}
