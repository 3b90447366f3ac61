import { ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AccessPolicy } from './access-policy.js';
import { AllowPasswordChangePending, MinRole, Role } from './min-role.decorator.js';
import { FeedRoute } from './feed-route.decorator.js';
import { AllowDemoWrite, Public } from './public.decorator.js';
import { SessionGuard } from './session.guard.js';
import { SessionUser } from './session-user.js';

class Routes {
  @Public()
  open(): void {}

  @Public()
  @AllowDemoWrite()
  signIn(): void {}

  @MinRole('viewer')
  guarded(): void {}

  @MinRole('officer')
  officerOnly(): void {}

  @MinRole('viewer')
  @AllowPasswordChangePending()
  passwordChange(): void {}

  forgotten(): void {}
  @FeedRoute()
  @MinRole('viewer')
  feed(): void {}
}

function fakeRequest(method: string, user?: SessionUser): Request {
  const session = {
    cookie: { expires: undefined as Date | undefined },
    destroy: jest.fn((callback: (error?: unknown) => void) => callback()),
    regenerate: jest.fn((callback: (error?: unknown) => void) => callback()),
  };
  return { method, user, session, headers: {} } as unknown as Request;
}

function withBearer(req: Request, token: string): Request {
  req.headers.authorization = `Bearer ${token}`;
  return req;
}

function fakeResponse(): Response {
  return { headersSent: false, clearCookie: jest.fn() } as unknown as Response;
}

function contextFor(handler: keyof Routes, req: Request, res: Response): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ExecutionContext;
}

describe('SessionGuard', () => {
  const sessions = { cookieOptions: () => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: false }) };
  const as = (role: Role, mustChangePassword = false): SessionUser => ({
    kind: 'user',
    id: 1,
    username: 'u',
    role,
    mustChangePassword,
    secondFactor: false,
  });
  const user = as('admin');
  const guard = new SessionGuard(
    new Reflector(),
    new AccessPolicy(
      sessions as never,
      {
        verify: (token: string) => Promise.resolve(token === 'hyd_good' ? { id: 1, scopes: ['feed'] } : undefined),
      } as never,
      { ogc: { public: false }, twoFactorRequiredRoles: [] } as never,
    ),
  );
  const demo = (msLeft: number): SessionUser => ({ kind: 'demo', username: 'demo', expiresAt: Date.now() + msLeft });

  it('lets a valid API token read a feed route only: elsewhere, for writes or when wrong it is 401', async () => {
    const ctx = (handler: keyof Routes, method: string, token: string, who?: SessionUser) =>
      guard.canActivate(contextFor(handler, withBearer(fakeRequest(method, who), token), fakeResponse()));
    await expect(ctx('feed', 'GET', 'hyd_good')).resolves.toBe(true);
    await expect(ctx('feed', 'GET', 'hyd_bad')).rejects.toThrow(new UnauthorizedException('Invalid or revoked API token'));
    await expect(ctx('feed', 'POST', 'hyd_good')).rejects.toThrow(UnauthorizedException);
    await expect(ctx('guarded', 'GET', 'hyd_good', user)).rejects.toThrow(UnauthorizedException);
    await expect(ctx('open', 'GET', 'hyd_good')).rejects.toThrow(UnauthorizedException);
    // Without a token a feed route wants a session, as any other route.
    await expect(guard.canActivate(contextFor('feed', fakeRequest('GET'), fakeResponse()))).rejects.toThrow(
      UnauthorizedException,
    );
    await expect(guard.canActivate(contextFor('feed', fakeRequest('GET', user), fakeResponse()))).resolves.toBe(true);
  });

  it('lets public routes through without a session', async () => {
    await expect(guard.canActivate(contextFor('open', fakeRequest('GET'), fakeResponse()))).resolves.toBe(true);
  });

  it('answers 401 "Authentication required" on other routes without a session', async () => {
    const attempt = guard.canActivate(contextFor('guarded', fakeRequest('GET'), fakeResponse()));
    await expect(attempt).rejects.toThrow(UnauthorizedException);
    await expect(guard.canActivate(contextFor('guarded', fakeRequest('DELETE'), fakeResponse()))).rejects.toThrow(
      'Authentication required',
    );
  });

  it('lets a signed-in user read and write', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
      await expect(guard.canActivate(contextFor('guarded', fakeRequest(method, user), fakeResponse()))).resolves.toBe(true);
    }
  });

  it('lets a demo session read (GET, HEAD, OPTIONS) and refuses every other method with 403', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      await expect(guard.canActivate(contextFor('guarded', fakeRequest(method, demo(60_000)), fakeResponse()))).resolves.toBe(
        true,
      );
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const attempt = guard.canActivate(contextFor('guarded', fakeRequest(method, demo(60_000)), fakeResponse()));
      await expect(attempt).rejects.toThrow(new ForbiddenException('Demo access is read-only'));
    }
  });

  it('lets a demo session call @AllowDemoWrite() routes (login, demo, logout)', async () => {
    await expect(guard.canActivate(contextFor('signIn', fakeRequest('POST', demo(60_000)), fakeResponse()))).resolves.toBe(true);
  });

  it('destroys an expired demo session: 401 "Demo session expired" on protected routes', async () => {
    const req = fakeRequest('GET', demo(-1));
    const res = fakeResponse();
    await expect(guard.canActivate(contextFor('guarded', req, res))).rejects.toThrow(
      new UnauthorizedException('Demo session expired'),
    );
    expect((req.session as unknown as { destroy: jest.Mock }).destroy).toHaveBeenCalled();
    expect(res.clearCookie).toHaveBeenCalledWith('hydrant.sid', expect.objectContaining({ httpOnly: true }));
    expect(req.user).toBeUndefined();
  });

  it('an expired demo on a public route continues anonymously in a fresh session', async () => {
    const req = fakeRequest('POST', demo(-1));
    await expect(guard.canActivate(contextFor('signIn', req, fakeResponse()))).resolves.toBe(true);
    expect(req.user).toBeUndefined();
    expect((req.session as unknown as { regenerate: jest.Mock }).regenerate).toHaveBeenCalled();
  });

  it('keeps the demo cookie from outliving the demo', async () => {
    const session = demo(30 * 60_000);
    const req = fakeRequest('GET', session);
    await guard.canActivate(contextFor('guarded', req, fakeResponse()));
    expect(req.session.cookie.expires?.getTime()).toBe((session as { expiresAt: number }).expiresAt);
  });

  it("refuses a role below the route's @MinRole with 403 and lets that role and higher through", async () => {
    for (const role of ['viewer', 'inspector'] as const) {
      await expect(guard.canActivate(contextFor('officerOnly', fakeRequest('POST', as(role)), fakeResponse()))).rejects.toThrow(
        new ForbiddenException('This needs the officer role or higher'),
      );
    }
    for (const role of ['officer', 'admin'] as const) {
      await expect(guard.canActivate(contextFor('officerOnly', fakeRequest('POST', as(role)), fakeResponse()))).resolves.toBe(
        true,
      );
    }
  });

  it('fails closed: a non-public route without @MinRole is refused even to an admin', async () => {
    await expect(guard.canActivate(contextFor('forgotten', fakeRequest('GET', user), fakeResponse()))).rejects.toThrow(
      ForbiddenException,
    );
  });

  it('a user who must change the password reaches only @AllowPasswordChangePending routes', async () => {
    const pending = as('admin', true);
    await expect(guard.canActivate(contextFor('guarded', fakeRequest('GET', pending), fakeResponse()))).rejects.toThrow(
      new ForbiddenException('Choose a new password first'),
    );
    await expect(guard.canActivate(contextFor('passwordChange', fakeRequest('POST', pending), fakeResponse()))).resolves.toBe(
      true,
    );
  });
});
