import { Body, Controller, ForbiddenException, Get, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  ConfirmSecondFactorDto,
  RecoveryCodesDto,
  SecondFactorEnrolmentDto,
  SecondFactorStatusDto,
} from './dto/second-factor.dto.js';
import { AllowSecondFactorSetup, MinRole } from './min-role.decorator.js';
import { SecondFactorService } from './second-factor.service.js';
import { sessionUserOf } from './session-user.js';

/** The signed-in user's own second factor (TOTP): its state, setting it up, confirming it. */
@ApiTags('auth')
@ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No session' })
@Controller('auth/second-factor')
@MinRole('viewer')
@AllowSecondFactorSetup()
export class SecondFactorController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getOwnSecondFactor', summary: 'Whether the signed-in user signs in with a second factor' })
  @ApiOkResponse({ type: SecondFactorStatusDto })
  async status(@Req() req: Request): Promise<SecondFactorStatusDto> {
    const user = sessionUserOf(req)!;
    if (user.kind !== 'user') return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
    const status = await this.secondFactor.status(user.id);
    return { ...status, required: this.config.twoFactorRequiredRoles.includes(user.role) };
  }

  @Post('enrolment')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'startSecondFactorEnrolment',
    summary: 'Start setting up an authenticator app: a new secret (for the QR code), pending until confirmed',
  })
  @ApiOkResponse({ type: SecondFactorEnrolmentDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Two-factor sign-in is already on' })
  start(@Req() req: Request): Promise<SecondFactorEnrolmentDto> {
    const user = sessionUserOf(req)!;
    if (user.kind !== 'user') throw new ForbiddenException('Demo access is read-only');
    return this.secondFactor.startEnrolment(user);
  }

  @Post('enrolment/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'confirmSecondFactorEnrolment',
    summary: 'Confirm the authenticator app with its current code: two-factor sign-in is on; answers ten recovery codes, once',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: 'The code does not match (errors.code)' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Demo access is read-only' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Two-factor sign-in is already on' })
  async confirm(@Body() body: ConfirmSecondFactorDto, @Req() req: Request): Promise<RecoveryCodesDto> {
    const user = sessionUserOf(req)!;
    if (user.kind !== 'user') throw new ForbiddenException('Demo access is read-only');
    return { recoveryCodes: await this.secondFactor.confirmEnrolment(user.id, body.code) };
  }
}
