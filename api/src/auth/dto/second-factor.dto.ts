import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { SECOND_FACTOR_MESSAGES } from '../second-factor.constants.js';

/** A six-digit code, or a recovery code (xxxxx-xxxxx; case, spaces and the dash do not matter). */
const CODE_PATTERN = /^(\s*\d\s*){6}$|^[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5}$/;

/** What the password step answers when the user has a second factor: no session yet, the code comes next. */
export class SecondFactorChallengeDto {
  @ApiProperty({ enum: [true], description: 'Always true: send the code with the challenge to POST /auth/login/code.' })
  secondFactorRequired: true;

  @ApiProperty({ description: 'Signed, good for 5 minutes; names the user whose password was right.' })
  challenge: string;

  @ApiProperty({ example: SECOND_FACTOR_MESSAGES.enterCode })
  message: string;
}

export class SecondFactorLoginDto {
  @ApiProperty({ description: 'The challenge the password step answered.', maxLength: 2000 })
  @IsString({ message: SECOND_FACTOR_MESSAGES.challengeExpired })
  @MaxLength(2000, { message: SECOND_FACTOR_MESSAGES.challengeExpired })
  challenge: string;

  @ApiProperty({ example: '123456', description: 'The 6-digit code from the authenticator app, or an unused recovery code.' })
  @IsString({ message: SECOND_FACTOR_MESSAGES.codeFormat })
  @Matches(CODE_PATTERN, { message: SECOND_FACTOR_MESSAGES.codeFormat })
  code: string;
}

export class ConfirmSecondFactorDto {
  @ApiProperty({ example: '123456', description: 'The 6-digit code the authenticator app shows now.' })
  @IsString({ message: SECOND_FACTOR_MESSAGES.enterCode })
  @Matches(/^(\s*\d\s*){6}$/, { message: SECOND_FACTOR_MESSAGES.enterCode })
  code: string;
}

export class SecondFactorStatusDto {
  @ApiProperty({ description: 'The user signs in with a code from an authenticator app.' })
  enabled: boolean;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  enabledAt: string | null;

  @ApiProperty({ type: 'integer', description: 'Unused recovery codes (0 when two-factor sign-in is off).' })
  recoveryCodesLeft: number;

  @ApiProperty({ description: 'The user’s role must sign in with a second factor on this site.' })
  required: boolean;
}

export class SecondFactorEnrolmentDto {
  @ApiProperty({ description: 'The base32 secret, for typing into an app that cannot scan (shown only while setting up).' })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/HydrantOps:jsmith?secret=…&issuer=HydrantOps', description: 'For the QR code.' })
  otpauthUri: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Ten single-use recovery codes: shown this once, stored only as hashes.' })
  recoveryCodes: string[];
}
