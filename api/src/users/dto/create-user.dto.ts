import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { ROLES, Role } from '../../auth/min-role.decorator.js';
import { PASSWORD_MAX, USER_MESSAGES, USERNAME_MAX, USERNAME_PATTERN } from '../user.constants.js';

/** A new user: the password is a first one that they must change at their first sign-in. */
export class CreateUserDto {
  @ApiProperty({ example: 'jsmith', maxLength: USERNAME_MAX, pattern: USERNAME_PATTERN.source })
  @Matches(USERNAME_PATTERN, { message: USER_MESSAGES.username })
  @IsString({ message: USER_MESSAGES.username })
  username: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  @IsIn(ROLES, { message: USER_MESSAGES.role })
  role: Role;

  @ApiProperty({ format: 'password', minLength: 12, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: USER_MESSAGES.passwordTooLong })
  @IsNotEmpty({ message: USER_MESSAGES.passwordRequired })
  @IsString({ message: USER_MESSAGES.passwordRequired })
  password: string;
}
