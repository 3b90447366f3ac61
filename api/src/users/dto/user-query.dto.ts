import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryIntField } from '../../hydrants/dto/hydrant-field.decorators.js';
import { ROLES } from '../../auth/min-role.decorator.js';
import type { Role } from '../../auth/min-role.decorator.js';
import { USER_MESSAGES as M, USERS_DEFAULT_PAGE_SIZE, USERS_MAX_PAGE_SIZE } from '../user.constants.js';
import { UserDto } from './user.dto.js';

/** GET /api/users: one page of the users, by username, found by a part of it or by role. */
export class ListUsersQueryDto {
  @ApiProperty({ required: false, maxLength: 100, description: 'Part of the username (case-insensitive).' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString({ message: M.search })
  @MaxLength(100, { message: M.search })
  search?: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role', required: false, description: 'Omit for every role.' })
  @IsOptional()
  @IsIn(ROLES, { message: M.role })
  role?: Role;

  @QueryIntField(1, 1_000_000_000, 1, M.page)
  page?: number;

  @QueryIntField(1, USERS_MAX_PAGE_SIZE, USERS_DEFAULT_PAGE_SIZE, M.pageSize)
  pageSize?: number;
}

export class UserPageDto {
  @ApiProperty({ type: [UserDto] })
  items: UserDto[];

  @ApiProperty({ type: 'integer', description: 'Users matching the filters, over all pages.' })
  total: number;

  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;
}
