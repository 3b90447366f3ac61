import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, Role } from '../min-role.decorator.js';

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

  @ApiProperty({
    enum: ROLES,
    enumName: 'Role',
    description: 'The role of DECISIONS §12 the session acts with (a demo session reads as a viewer and never writes).',
  })
  role: Role;

  @ApiProperty({ description: 'The user must choose a new password before anything else (after an admin set one).' })
  mustChangePassword: boolean;

  @ApiProperty({ description: 'The user signs in with a second factor (an authenticator app).' })
  secondFactorEnabled: boolean;

  @ApiProperty({
    description:
      'The user’s role must sign in with a second factor (TWO_FACTOR_REQUIRED_FOR) and they have none yet: every call but setting it up is refused until then.',
  })
  mustSetUpSecondFactor: boolean;

  @ApiPropertyOptional({
    description: "The user signs in through the site's directory (OpenID Connect): signing out also ends the provider's session.",
  })
  directory?: boolean;
}
