import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, ValidateIf } from 'class-validator';
import { ROLES, Role } from '../../auth/min-role.decorator.js';
import { VersionField } from '../../common/record-version.js';
import { USER_MESSAGES } from '../user.constants.js';

/** Change a user's role or disable/enable them (only the fields sent). */
export class UpdateUserDto {
  @ApiProperty({ enum: ROLES, enumName: 'Role', required: false })
  @ValidateIf((_object, value) => value !== undefined)
  @IsIn(ROLES, { message: USER_MESSAGES.role })
  role?: Role;

  @ApiProperty({ required: false, description: 'True ends the user’s sessions at once.' })
  @ValidateIf((_object, value) => value !== undefined)
  @IsBoolean({ message: USER_MESSAGES.disabled })
  disabled?: boolean;

  @VersionField()
  version?: number;
}
