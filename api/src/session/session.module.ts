import { Global, Module } from '@nestjs/common';
import { SessionMiddlewareFactory } from './session-middleware.factory';

@Global()
@Module({ providers: [SessionMiddlewareFactory], exports: [SessionMiddlewareFactory] })
export class SessionModule {}
