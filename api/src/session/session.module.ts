import { Global, Module } from '@nestjs/common';
import { SessionCacheListener } from './session-cache-listener.service.js';
import { SessionMiddlewareFactory } from './session-middleware.factory.js';

@Global()
@Module({
  providers: [SessionMiddlewareFactory, SessionCacheListener],
  exports: [SessionMiddlewareFactory, SessionCacheListener],
})
export class SessionModule {}
