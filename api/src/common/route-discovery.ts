import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { MIN_ROLE_KEY, Role } from '../auth/min-role.decorator.js';
import { IS_FEED_KEY } from '../auth/feed-route.decorator.js';
import { ALLOW_DEMO_WRITE_KEY, IS_PUBLIC_KEY } from '../auth/public.decorator.js';
import { API_PREFIX, PREFIX_EXCLUDED_PATHS } from './api-prefix.js';

export interface DiscoveredRoute {
  method: string;
  /** Express-style path with :params, e.g. /api/hydrants/:id */
  path: string;
  isPublic: boolean;
  allowDemoWrite: boolean;
  /** The route's @MinRole(), if any. */
  minRole?: Role;
  /** Marked @FeedRoute(): an API token may read it. */
  isFeed: boolean;
}

function join(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/**
 * Every controller route of an app (also one created in preview mode), read from Nest's
 * metadata: the OpenAPI writer marks public operations with it, and the tests walk it so
 * routes added later are covered automatically.
 */
export function discoverRoutes(app: INestApplication): DiscoveredRoute[] {
  const reflector = new Reflector();
  const routes: DiscoveredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => object) | undefined;
      if (!controller) continue;
      const controllerPaths = ([] as string[]).concat(
        (Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined) ?? '',
      );
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const methodPaths = ([] as string[]).concat(
          (Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined) ?? '',
        );
        const targets = [handler, controller];
        for (const base of controllerPaths) {
          for (const sub of methodPaths) {
            const bare = join(base, sub);
            routes.push({
              method: RequestMethod[method],
              path: PREFIX_EXCLUDED_PATHS.includes(bare.slice(1)) ? bare : join(API_PREFIX, bare),
              isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets) === true,
              allowDemoWrite: reflector.getAllAndOverride<boolean>(ALLOW_DEMO_WRITE_KEY, targets) === true,
              minRole: reflector.getAllAndOverride<Role | undefined>(MIN_ROLE_KEY, targets),
              isFeed: reflector.getAllAndOverride<boolean>(IS_FEED_KEY, targets) === true,
            });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Fills :params with a plausible value so the request reaches the route. */
export function concretePath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\{\*[A-Za-z0-9_]+\}/g, 'x');
}

/** The OpenAPI form of a route path: /api/hydrants/:id -> /api/hydrants/{id}. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
