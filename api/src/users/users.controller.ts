import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { MinRole } from '../auth/min-role.decorator.js';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { ApiIfMatch, ExpectedVersion, StaleVersionResponseDto, VersionETag } from '../common/record-version.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { ResetPasswordDto } from './dto/password.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UserDto } from './dto/user.dto.js';
import { ListUsersQueryDto, UserPageDto } from './dto/user-query.dto.js';
import { USER_MESSAGES } from './user.constants.js';
import { UsersAdminService } from './users-admin.service.js';
import { EndedSessionsDto } from './dto/user-session.dto.js';
import { UserSessionsService } from './user-sessions.service.js';
import { sessionUserOf } from '../auth/session-user.js';

const USER_ID = new ParseIdPipe(USER_MESSAGES.notFound);
const FORBIDDEN = { type: ErrorResponseDto, description: 'Not an administrator, or a demo session' };
const CONFLICT = {
  type: StaleVersionResponseDto,
  description:
    "'This user was changed by someone else' (stale version) or 'The last administrator cannot be demoted or disabled'",
};

/** User administration (DECISIONS §12): administrators only. */
@ApiTags('users')
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
@Controller('users')
export class UsersController {
  constructor(
    private readonly admin: UsersAdminService,
    private readonly sessions: UserSessionsService,
  ) {}

  @Get()
  @MinRole('admin')
  @ApiOperation({ operationId: 'listUsers', summary: 'One page of the users with their role, by username' })
  @ApiOkResponse({ type: UserPageDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse(FORBIDDEN)
  list(@Query() query: ListUsersQueryDto): Promise<UserPageDto> {
    return this.admin.list(query);
  }

  @Post()
  @MinRole('admin')
  @ApiOperation({ operationId: 'createUser', summary: 'Add a user with a role and a first password (changed at first sign-in)' })
  @ApiCreatedResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Username already exists' })
  create(@Body() body: CreateUserDto): Promise<UserDto> {
    return this.admin.create(body);
  }

  @Patch(':id')
  @MinRole('admin')
  @ApiOperation({ operationId: 'updateUser', summary: 'Change a user’s role, or disable (ends their sessions) or enable them' })
  @ApiIfMatch()
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  @ApiConflictResponse(CONFLICT)
  @VersionETag()
  update(
    @Param('id', USER_ID) id: number,
    @Body() body: UpdateUserDto,
    @ExpectedVersion('changes') expected: number | undefined,
  ): Promise<UserDto> {
    return this.admin.update(id, body, expected);
  }

  @Post(':id/reset-password')
  @MinRole('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'resetUserPassword',
    summary: 'Set a temporary password; the user must choose a new one at the next sign-in (their sessions end)',
  })
  @ApiIfMatch()
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  @ApiConflictResponse(CONFLICT)
  resetPassword(
    @Param('id', USER_ID) id: number,
    @Body() body: ResetPasswordDto,
    @ExpectedVersion() expected: number | undefined,
  ): Promise<UserDto> {
    return this.admin.resetPassword(id, body.password, expected);
  }

  @Post(':id/reset-second-factor')
  @MinRole('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'resetUserSecondFactor',
    summary:
      'Remove a user’s second factor (a lost phone): they sign in with the password alone or set one up again; their sessions end; audited',
  })
  @ApiIfMatch()
  @ApiOkResponse({ type: UserDto })
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'Changed by someone else (stale version), or no second factor to reset',
  })
  resetSecondFactor(
    @Param('id', USER_ID) id: number,
    @ExpectedVersion() expected: number | undefined,
    @Req() req: Request,
  ): Promise<UserDto> {
    const admin = sessionUserOf(req);
    if (admin?.kind !== 'user') throw new Error('An administrator’s session was expected');
    return this.admin.resetSecondFactor(id, expected, { id: admin.id, name: admin.username }, req.ip ?? null);
  }

  @Post(':id/end-sessions')
  @MinRole('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'endUserSessions',
    summary: 'Sign a user out everywhere: end all their sessions (an administrator’s own current session is kept); audited',
  })
  @ApiOkResponse({ type: EndedSessionsDto })
  @ApiForbiddenResponse(FORBIDDEN)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'User not found' })
  async endSessions(@Param('id', USER_ID) id: number, @Req() req: Request): Promise<EndedSessionsDto> {
    const user = sessionUserOf(req);
    if (user?.kind !== 'user') throw new Error('An administrator’s session was expected');
    const { ended } = await this.sessions.endAllOf({ id: user.id, username: user.username }, id, req);
    return { ended };
  }
}
