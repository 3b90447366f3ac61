import { Global, Module } from '@nestjs/common';
import { SessionMiddlewareFactory } from './session-middleware.factory.js';

@Global()
@Module({ providers: [SessionMiddlewareFactory], exports: [SessionMiddlewareFactory] })
export class SessionModule {}
