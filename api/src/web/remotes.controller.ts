import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { NO_CACHE } from './cache-headers.js';

/**
 * GET /remotes.json (outside /api): remote name -> mf-manifest.json URL, read by the shell
 * at start, so moving a remote needs no rebuild (REMOTE_URL_MF_HYDRANTS, ...).
 */
@ApiExcludeController()
@Controller()
export class RemotesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('remotes.json')
  @Public()
  @Header('Cache-Control', NO_CACHE)
  getRemotes(): Record<string, string> {
    return this.config.remoteUrls;
  }
}
