import { ApiProperty } from '@nestjs/swagger';
import { ROLES, Role } from '../../auth/min-role.decorator.js';
import { VersionProperty } from '../../common/record-version.js';

/** A user as admins see them (never the password hash). */
export class UserDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ example: 'jsmith' })
  username: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role: Role;

  @ApiProperty({ description: 'A disabled user cannot sign in; their sessions ended when they were disabled.' })
  disabled: boolean;

  @ApiProperty({ description: 'The user must choose a new password at the next sign-in.' })
  mustChangePassword: boolean;

  @ApiProperty({ description: 'The user signs in with a second factor (an authenticator app).' })
  secondFactorEnabled: boolean;

  @VersionProperty()
  version: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}
