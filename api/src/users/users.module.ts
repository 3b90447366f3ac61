import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirstAdminService } from './first-admin.service.js';
import { User } from './user.entity.js';
import { UsersAdminService } from './users-admin.service.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController],
  providers: [UsersService, UsersAdminService, FirstAdminService],
  exports: [UsersService, UsersAdminService],
})
export class UsersModule {}
