import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AccessPolicy } from './access-policy.js';
import { ALLOW_PASSWORD_CHANGE_PENDING_KEY, MIN_ROLE_KEY, Role } from './min-role.decorator.js';
import { IS_FEED_KEY, OWN_AUTHORIZATION_KEY } from './feed-route.decorator.js';
import { ALLOW_DEMO_WRITE_KEY, IS_PUBLIC_KEY } from './public.decorator.js';

/**
 * Global guard (APP_GUARD): every route needs a session unless marked @Public();
 * expired demo sessions get 401, demo writes 403, and roles below the route's
 * @MinRole() 403 (see AccessPolicy).
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
      minRole: this.reflector.getAllAndOverride<Role | undefined>(MIN_ROLE_KEY, targets),
      allowPasswordChangePending: this.reflector.getAllAndOverride<boolean>(ALLOW_PASSWORD_CHANGE_PENDING_KEY, targets) === true,
      isFeed: this.reflector.getAllAndOverride<boolean>(IS_FEED_KEY, targets) === true,
      ownAuthorization: this.reflector.getAllAndOverride<boolean>(OWN_AUTHORIZATION_KEY, targets) === true,
    });
    return true;
  }
}
