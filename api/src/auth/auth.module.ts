import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AccessPolicy } from './access-policy.js';
import { ApiTokenVerifier } from './api-token-verifier.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { SecondFactorController } from './second-factor.controller.js';
import { SecondFactorService } from './second-factor.service.js';
import { DeviceCookieService } from './device-cookie.service.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginFailure } from './login-failure.entity.js';
import { LoginRateLimiter } from './login-rate-limiter.service.js';
import { PASSPORT, passportProvider } from './passport.provider.js';
import { SessionGuard } from './session.guard.js';
import { SessionSerializer } from './session.serializer.js';
import { OidcClientService } from './oidc/oidc-client.service.js';
import { OidcController } from './oidc/oidc.controller.js';
import { OidcSignInService } from './oidc/oidc-sign-in.service.js';
import { OidcUsersService } from './oidc/oidc-users.service.js';

@Module({
  imports: [UsersModule, AuditModule, TypeOrmModule.forFeature([LoginFailure])],
  controllers: [AuthController, SecondFactorController, OidcController],
  providers: [
    passportProvider,
    LocalStrategy,
    SessionSerializer,
    LoginRateLimiter,
    DeviceCookieService,
    AccessPolicy,
    ApiTokenVerifier,
    AuthService,
    SecondFactorService,
    OidcClientService,
    OidcUsersService,
    OidcSignInService,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [PASSPORT, AccessPolicy],
})
export class AuthModule {}
