import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AccessPolicy } from './access-policy';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalStrategy } from './local.strategy';
import { LoginFailure } from './login-failure.entity';
import { LoginRateLimiter } from './login-rate-limiter.service';
import { PASSPORT, passportProvider } from './passport.provider';
import { SessionGuard } from './session.guard';
import { SessionSerializer } from './session.serializer';

@Module({
  imports: [UsersModule, TypeOrmModule.forFeature([LoginFailure])],
  controllers: [AuthController],
  providers: [
    passportProvider,
    LocalStrategy,
    SessionSerializer,
    LoginRateLimiter,
    AccessPolicy,
    AuthService,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [PASSPORT, AccessPolicy],
})
export class AuthModule {}
