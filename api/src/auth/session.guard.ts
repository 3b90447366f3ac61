import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AccessPolicy, RouteAccess } from './access-policy.js';
import { ALLOW_PASSWORD_CHANGE_PENDING_KEY, ALLOW_SECOND_FACTOR_SETUP_KEY, MIN_ROLE_KEY, Role } from './min-role.decorator.js';
import type { ApiTokenScope } from './api-token-scopes.js';
import { GIS_ROUTE_KEY, IS_FEED_KEY, OWN_AUTHORIZATION_KEY, TOKEN_SCOPE_KEY } from './feed-route.decorator.js';
import { ALLOW_DEMO_WRITE_KEY, IS_PUBLIC_KEY } from './public.decorator.js';

/**
 * Global guard (APP_GUARD): every route needs a session unless marked @Public();
 * expired demo sessions get 401, demo writes 403, and roles below the route's
 * @MinRole() 403 (see AccessPolicy).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  /** A route's access rule, read once from its decorators (metadata never changes at run time). */
  private readonly accessByHandler = new WeakMap<object, WeakMap<object, RouteAccess>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly policy: AccessPolicy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    await this.policy.enforce(http.getRequest<Request>(), http.getResponse<Response>(), this.accessOf(context));
    return true;
  }

  private accessOf(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byClass = this.accessByHandler.get(handler);
    const known = byClass?.get(controller);
    if (known) return known;
    const targets = [handler, controller];
    const access: RouteAccess = {
      isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) === true,
      allowDemoWrite: this.reflector.getAllAndOverride<boolean>(ALLOW_DEMO_WRITE_KEY, targets) === true,
      minRole: this.reflector.getAllAndOverride<Role | undefined>(MIN_ROLE_KEY, targets),
      allowPasswordChangePending: this.reflector.getAllAndOverride<boolean>(ALLOW_PASSWORD_CHANGE_PENDING_KEY, targets) === true,
      allowSecondFactorSetup: this.reflector.getAllAndOverride<boolean>(ALLOW_SECOND_FACTOR_SETUP_KEY, targets) === true,
      isFeed: this.reflector.getAllAndOverride<boolean>(IS_FEED_KEY, targets) === true,
      tokenScope: this.reflector.getAllAndOverride<ApiTokenScope | undefined>(TOKEN_SCOPE_KEY, targets),
      isGis: this.reflector.getAllAndOverride<boolean>(GIS_ROUTE_KEY, targets) === true,
      ownAuthorization: this.reflector.getAllAndOverride<boolean>(OWN_AUTHORIZATION_KEY, targets) === true,
    };
    if (!byClass) this.accessByHandler.set(handler, (byClass = new WeakMap()));
    byClass.set(controller, access);
    return access;
  }
}
