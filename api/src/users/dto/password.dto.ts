import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VersionField } from '../../common/record-version.js';
import { PASSWORD_MAX, USER_MESSAGES } from '../user.constants.js';

/** An admin sets a temporary password; the user must choose a new one at the next sign-in. */
export class ResetPasswordDto {
  @ApiProperty({ format: 'password', minLength: 12, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: USER_MESSAGES.passwordTooLong })
  @IsNotEmpty({ message: USER_MESSAGES.passwordRequired })
  @IsString({ message: USER_MESSAGES.passwordRequired })
  password: string;

  @VersionField()
  version?: number;
}

/** A signed-in user changes their own password. */
export class ChangePasswordDto {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: USER_MESSAGES.currentPasswordWrong })
  @IsNotEmpty({ message: USER_MESSAGES.currentPasswordRequired })
  @IsString({ message: USER_MESSAGES.currentPasswordRequired })
  currentPassword: string;

  @ApiProperty({ format: 'password', minLength: 12, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: USER_MESSAGES.passwordTooLong })
  @IsNotEmpty({ message: USER_MESSAGES.passwordRequired })
  @IsString({ message: USER_MESSAGES.passwordRequired })
  newPassword: string;
}
