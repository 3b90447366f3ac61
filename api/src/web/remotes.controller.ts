import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { NO_CACHE } from './cache-headers.js';

/**
 * GET /remotes.json (outside /api): remote name -> mf-manifest.json URL, read by the shell
 * at start, so moving a remote needs no rebuild (REMOTE_URL_MF_HYDRANTS, ...). With
 * REMOTE_OVERRIDES=true it also answers `X-Remote-Overrides: allowed`.
 */
@ApiExcludeController()
@Controller()
export class RemotesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('remotes.json')
  @Public()
  @Header('Cache-Control', NO_CACHE)
  getRemotes(@Res({ passthrough: true }) res: Response): Record<string, string> {
    // A developer may point one remote at a dev server (shell/src/remotes/remote-overrides.ts);
    // only when this server allows it (REMOTE_OVERRIDES=true, never in production).
    if (this.config.remoteOverrides) res.setHeader('X-Remote-Overrides', 'allowed');
    return this.config.remoteUrls;
  }
}
