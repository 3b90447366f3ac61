import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { MinRole } from '../auth/min-role.decorator.js';
import { sessionUserOf } from '../auth/session-user.js';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { ApiTokensService } from './api-tokens.service.js';
import { API_TOKEN_MESSAGES, ApiTokenDto, CreateApiTokenDto, CreatedApiTokenDto } from './dto/api-token.dto.js';

const FORBIDDEN = { type: ErrorResponseDto, description: 'Admins only; demo access is read-only' };
const TOKEN_ID = new ParseIdPipe(API_TOKEN_MESSAGES.notFound);

@ApiTags('api-tokens')
@MinRole('admin')
@Controller('api-tokens')
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Get()
  @ApiOperation({ operationId: 'listApiTokens', summary: 'Every API token (never the token itself), active ones first' })
  @ApiOkResponse({ type: ApiTokenDto, isArray: true })
  @ApiForbiddenResponse(FORBIDDEN)
  listApiTokens(): Promise<ApiTokenDto[]> {
    return this.tokens.list();
  }

  @Post()
  @ApiOperation({
    operationId: 'createApiToken',
    summary: 'Create a named token with its scopes (feed, gis:read; default feed); the answer holds the token, shown this once',
  })
  @ApiCreatedResponse({ type: CreatedApiTokenDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse(FORBIDDEN)
  createApiToken(@Body() body: CreateApiTokenDto, @Req() req: Request): Promise<CreatedApiTokenDto> {
    return this.tokens.create(body.name, sessionUserOf(req)?.username ?? 'Unknown', body.scopes);
  }

  @Post(':id/revoke')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOperation({ operationId: 'revokeApiToken', summary: 'Revoke a token: it stops working at once (the record stays)' })
  @ApiOkResponse({ type: ApiTokenDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: "'API token not found'" })
  @ApiForbiddenResponse(FORBIDDEN)
  revokeApiToken(@Param('id', TOKEN_ID) id: number): Promise<ApiTokenDto> {
    return this.tokens.revoke(id);
  }
}
