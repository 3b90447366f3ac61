import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** SPEC §5: both fields are required, with one shared message. */
export const LOGIN_MISSING_MESSAGE = 'Please enter both username and password.';

export class LoginDto {
  @ApiProperty({ example: 'admin', maxLength: 100 })
  @IsString({ message: LOGIN_MISSING_MESSAGE })
  @IsNotEmpty({ message: LOGIN_MISSING_MESSAGE })
  @MaxLength(100, { message: 'username must be at most 100 characters' })
  username: string;

  @ApiProperty({ format: 'password', maxLength: 1024 })
  @IsString({ message: LOGIN_MISSING_MESSAGE })
  @IsNotEmpty({ message: LOGIN_MISSING_MESSAGE })
  @MaxLength(1024, { message: 'password must be at most 1024 characters' })
  password: string;
}
