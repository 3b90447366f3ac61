import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AccessPolicy } from './access-policy.js';
import { IS_FEED_KEY, OWN_AUTHORIZATION_KEY } from './feed-route.decorator.js';
import { ALLOW_DEMO_WRITE_KEY, IS_PUBLIC_KEY } from './public.decorator.js';

/**
 * Global guard (APP_GUARD): every route needs a session unless marked @Public();
 * expired demo sessions get 401 and demo writes 403 (see AccessPolicy).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly policy: AccessPolicy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const http = context.switchToHttp();
    await this.policy.enforce(http.getRequest<Request>(), http.getResponse<Response>(), {
      isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) === true,
      allowDemoWrite: this.reflector.getAllAndOverride<boolean>(ALLOW_DEMO_WRITE_KEY, targets) === true,
      isFeed: this.reflector.getAllAndOverride<boolean>(IS_FEED_KEY, targets) === true,
      ownAuthorization: this.reflector.getAllAndOverride<boolean>(OWN_AUTHORIZATION_KEY, targets) === true,
    });
    return true;
  }
}
