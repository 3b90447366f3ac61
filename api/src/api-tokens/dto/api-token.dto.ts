import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsIn, ValidateIf } from 'class-validator';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../auth/api-token-scopes.js';
import { TextField } from '../../hydrants/dto/hydrant-field.decorators.js';

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Name is required',
  nameInvalid: 'Name must be text of at most 100 characters',
  notFound: 'API token not found',
  scopes: `Scopes must be one or more of ${API_TOKEN_SCOPES.join(', ')}`,
} as const;

/** POST /api/api-tokens. */
export class CreateApiTokenDto {
  @TextField(
    'required',
    100,
    { required: API_TOKEN_MESSAGES.nameRequired, invalid: API_TOKEN_MESSAGES.nameInvalid },
    'County CAD',
  )
  name: string;

  @ApiProperty({
    required: false,
    enum: API_TOKEN_SCOPES,
    enumName: 'ApiTokenScope',
    isArray: true,
    description: 'What the token may read: feed (the out-of-service feed), gis:read (the OGC API collections). Default: feed',
    example: ['feed', 'gis:read'],
  })
  // Left out: the default. Sent as null: refused like any other wrong value (IsOptional would let null through).
  @ValidateIf((_dto, value) => value !== undefined)
  @IsArray({ message: API_TOKEN_MESSAGES.scopes })
  @ArrayNotEmpty({ message: API_TOKEN_MESSAGES.scopes })
  @ArrayUnique({ message: API_TOKEN_MESSAGES.scopes })
  @ArrayMaxSize(API_TOKEN_SCOPES.length, { message: API_TOKEN_MESSAGES.scopes })
  @IsIn(API_TOKEN_SCOPES, { each: true, message: API_TOKEN_MESSAGES.scopes })
  scopes?: ApiTokenScope[];
}

/** An API token as listed: never the token itself, only its first characters. */
export class ApiTokenDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ example: 'County CAD' })
  name: string;

  @ApiProperty({ description: 'The first characters of the token, to tell tokens apart', example: 'hyd_Xk3f' })
  tokenPrefix: string;

  @ApiProperty({
    enum: API_TOKEN_SCOPES,
    enumName: 'ApiTokenScope',
    isArray: true,
    description: 'What the token may read; no scope writes',
  })
  scopes: ApiTokenScope[];

  @ApiProperty({ description: 'Username of the admin who created it' })
  createdBy: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last accepted use, to the minute' })
  lastUsedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set once revoked; the token no longer works' })
  revokedAt: string | null;
}

/** The answer to creating a token: the only time the token itself is shown. */
export class CreatedApiTokenDto extends ApiTokenDto {
  @ApiProperty({
    description: 'The token, shown this once (only its SHA-256 is stored): send it as Authorization: Bearer <token>',
  })
  token: string;
}
