import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { SecondFactorChallengeDto, SecondFactorLoginDto } from './dto/second-factor.dto.js';
import type { Request, Response } from 'express';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { WithholdSessionCookieOnError } from '../session/withhold-cookie-on-error.interceptor.js';
import { AuthService } from './auth.service.js';
import { CurrentUserDto } from './dto/current-user.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { ChangePasswordDto } from '../users/dto/password.dto.js';
import { AllowDemoWrite, Public } from './public.decorator.js';
import { sessionUserOf } from './session-user.js';
import { AllowPasswordChangePending, AllowSecondFactorSetup, MinRole } from './min-role.decorator.js';
import { UserSessionDto } from '../users/dto/user-session.dto.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get('user')
  @MinRole('viewer')
  @AllowPasswordChangePending()
  @AllowSecondFactorSetup()
  @ApiOperation({ operationId: 'getCurrentUser', summary: 'The signed-in user' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session, or the demo session expired' })
  getCurrentUser(@Req() req: Request): CurrentUserDto {
    // The global SessionGuard has ensured there is a user.
    return this.auth.toCurrentUser(sessionUserOf(req)!);
  }

  @Post('password')
  @MinRole('viewer')
  @AllowPasswordChangePending()
  @AllowSecondFactorSetup()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'changeOwnPassword',
    summary: 'Change the signed-in user’s own password (ends their other sessions)',
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({
    type: ValidationErrorResponseDto,
    description: 'Current password wrong, or the new one breaks a rule',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  changeOwnPassword(@Body() body: ChangePasswordDto, @Req() req: Request): Promise<CurrentUserDto> {
    return this.auth.changePassword(sessionUserOf(req)!, body, req);
  }

  @Post('login')
  @Public()
  @AllowDemoWrite()
  @UseInterceptors(WithholdSessionCookieOnError)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'login',
    summary:
      'Sign in with username and password: starts a new session, or, for a user with a second factor, answers a challenge for POST /auth/login/code',
  })
  @ApiExtraModels(CurrentUserDto, SecondFactorChallengeDto)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(CurrentUserDto) }, { $ref: getSchemaPath(SecondFactorChallengeDto) }] },
  })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many failed login attempts (Retry-After)' })
  login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CurrentUserDto | SecondFactorChallengeDto> {
    return this.auth.login(body, req, res);
  }

  @Post('login/code')
  @Public()
  @UseInterceptors(WithholdSessionCookieOnError)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'loginWithCode',
    summary: 'Second step of a two-factor sign-in: the challenge and a code from the authenticator app or a recovery code',
  })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Wrong or reused code, or the challenge expired' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'Too many wrong codes (Retry-After)' })
  loginWithCode(
    @Body() body: SecondFactorLoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CurrentUserDto> {
    return this.auth.loginWithCode(body, req, res);
  }

  @Post('demo')
  @Public()
  @AllowDemoWrite()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'demoLogin', summary: 'Start a 2-hour, read-only demo session' })
  @ApiOkResponse({ type: CurrentUserDto })
  demoLogin(@Req() req: Request): Promise<CurrentUserDto> {
    return this.auth.startDemo(req);
  }

  @Post('logout')
  @Public()
  @AllowDemoWrite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'logout', summary: 'End the session (works with or without one)' })
  @ApiNoContentResponse({ description: 'Signed out; the session cookie is cleared' })
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    return this.auth.logout(req, res);
  }

  @Get('sessions')
  @MinRole('viewer')
  @ApiOperation({ operationId: 'listOwnSessions', summary: 'The signed-in user’s sessions (this one first)' })
  @ApiOkResponse({ type: [UserSessionDto], description: 'Empty for a demo session, which has no account' })
  listOwnSessions(@Req() req: Request): Promise<UserSessionDto[]> {
    return this.auth.listSessions(sessionUserOf(req)!, req);
  }

  @Delete('sessions/:id')
  @MinRole('viewer')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'endOwnSession',
    summary: 'End one of the signed-in user’s sessions (that browser is signed out; ending this one signs out here); audited',
  })
  @ApiNoContentResponse({ description: 'The session ended' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such session of this user' })
  endOwnSession(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    return this.auth.endSession(sessionUserOf(req)!, id, req, res);
  }
}
