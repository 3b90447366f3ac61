import { Controller, Get, HttpCode, HttpStatus, Inject, Post, Redirect, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { SignInOptionsDto, SignOutDto } from '../dto/sign-in-options.dto.js';
import { AllowDemoWrite, Public } from '../public.decorator.js';
import { OidcSignInService } from './oidc-sign-in.service.js';

type RedirectAnswer = { url: string; statusCode?: number };

/**
 * Single sign-on routes. start and callback are browser navigations (redirects), not calls of
 * the console's API client, so they are left out of the OpenAPI document.
 */
@ApiTags('auth')
@Controller('auth')
export class OidcController {
  constructor(
    private readonly signIn: OidcSignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('options')
  @Public()
  @ApiOperation({ operationId: 'getSignInOptions', summary: 'How this site signs people in (for the sign-in screen)' })
  @ApiOkResponse({ type: SignInOptionsDto })
  options(): SignInOptionsDto {
    return {
      providerName: this.config.signIn.oidc?.providerName ?? null,
      localSignIn: this.config.signIn.localSignIn,
    };
  }

  @Get('oidc/start')
  @Public()
  @Redirect()
  @ApiExcludeEndpoint()
  async start(@Req() req: Request): Promise<RedirectAnswer> {
    return { url: await this.signIn.start(req), statusCode: HttpStatus.FOUND };
  }

  @Get('oidc/callback')
  @Public()
  @Redirect()
  @ApiExcludeEndpoint()
  async callback(@Req() req: Request): Promise<RedirectAnswer> {
    return { url: await this.signIn.callback(req), statusCode: HttpStatus.FOUND };
  }

  @Post('oidc/logout')
  @Public()
  @AllowDemoWrite()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'signOutEverywhere',
    summary:
      "End the session (works with or without one) and answer where the browser goes next: the provider's end-session page when the session came from it (RP-initiated logout, back to /login afterwards), else /login",
  })
  @ApiOkResponse({ type: SignOutDto })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignOutDto> {
    return { redirectTo: await this.signIn.signOut(req, res) };
  }
}
