import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { FirstAdminService } from './first-admin.service.js';
import { User } from './user.entity.js';
import { UsersAdminService } from './users-admin.service.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { UserSessionsService } from './user-sessions.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AuditModule],
  controllers: [UsersController],
  providers: [UsersService, UsersAdminService, UserSessionsService, FirstAdminService],
  exports: [UsersService, UsersAdminService, UserSessionsService],
})
export class UsersModule {}
