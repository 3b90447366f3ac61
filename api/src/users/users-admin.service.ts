import { AuditService } from '../audit/audit.service.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { SECOND_FACTOR_MESSAGES } from '../auth/second-factor.constants.js';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Role } from '../auth/min-role.decorator.js';
import { StaleVersionException } from '../common/record-version.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UserDto } from './dto/user.dto.js';
import { ListUsersQueryDto, UserPageDto } from './dto/user-query.dto.js';
import { likePattern } from '../common/sql-rows.js';
import { passwordProblem } from './password-policy.js';
import { USER_MESSAGES, USERS_DEFAULT_PAGE_SIZE } from './user.constants.js';
import { UsersService } from './users.service.js';
import { SessionCacheListener } from '../session/session-cache-listener.service.js';

interface UserRow {
  id: number;
  username: string;
  role: Role;
  disabled: boolean;
  must_change_password: boolean;
  second_factor_enabled_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS =
  'id, username, role, disabled, must_change_password, second_factor_enabled_at, version, created_at, updated_at';

/** Advisory lock serialising changes that could leave no active administrator. */
const ADMIN_CHANGE_LOCK_ID = 7_314_211;

/** TypeORM's postgres driver answers an UPDATE ... RETURNING with [rows, affected count]. */
type UpdateResult = [UserRow[], number] | UserRow[];
function updatedRows(result: UpdateResult): UserRow[] {
  return Array.isArray(result[0]) ? result[0] : (result as UserRow[]);
}

function toDto(row: UserRow): UserDto {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    disabled: row.disabled,
    mustChangePassword: row.must_change_password,
    secondFactorEnabled: row.second_factor_enabled_at !== null,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** 400 in the shape of the validation pipe: one message for one field. */
export function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: [message], errors: { [field]: message } });
}

/**
 * User administration (admins only, see UsersController): list, add with a role, change
 * role, disable or enable, reset password. The last active admin can neither be demoted
 * nor disabled (409); disabling a user or resetting their password ends their sessions
 * in the same transaction.
 */
@Injectable()
export class UsersAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly sessionCache: SessionCacheListener,
  ) {}

  /** One page of the users by username, found by a part of the username and by role. */
  async list(query: ListUsersQueryDto = {}): Promise<UserPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? USERS_DEFAULT_PAGE_SIZE;
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (query.search) {
      params.push(likePattern(query.search));
      conditions.push(`username ILIKE $${params.length}`);
    }
    if (query.role) {
      params.push(query.role);
      conditions.push(`role = $${params.length}`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM users ${where}`,
      params,
    );
    const rows = await this.dataSource.query<UserRow[]>(
      `SELECT ${USER_COLUMNS} FROM users ${where} ORDER BY lower(username), id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toDto), total, page, pageSize };
  }

  async get(id: number): Promise<UserDto> {
    const rows = await this.dataSource.query<UserRow[]>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    if (rows.length === 0) throw new NotFoundException(USER_MESSAGES.notFound);
    return toDto(rows[0]);
  }

  async create(body: CreateUserDto): Promise<UserDto> {
    const problem = passwordProblem(body.password, body.username);
    if (problem) throw fieldError('password', problem);
    const hash = await this.users.hashPassword(body.password);
    const rows = await this.dataSource.query<UserRow[]>(
      `INSERT INTO users (username, password_hash, role, must_change_password)
       SELECT $1::varchar, $2::text, $3::varchar, true WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1::varchar))
       ON CONFLICT (username) DO NOTHING
       RETURNING ${USER_COLUMNS}`,
      [body.username, hash, body.role],
    );
    if (rows.length === 0) throw new ConflictException(USER_MESSAGES.usernameTaken);
    return toDto(rows[0]);
  }

  async update(id: number, body: UpdateUserDto, expected: number | undefined): Promise<UserDto> {
    return this.changingUser(id, async (manager) => {
      const before = await this.lockForChange(manager, id, expected);
      const role = body.role ?? before.role;
      const disabled = body.disabled ?? before.disabled;
      if (before.role === 'admin' && !before.disabled && (role !== 'admin' || disabled)) {
        await this.refuseLastAdmin(manager, id);
      }
      const rows = updatedRows(
        await manager.query<UpdateResult>(
          `UPDATE users SET role = $2, disabled = $3, version = version + 1, updated_at = now()
           WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [id, role, disabled],
        ),
      );
      if (disabled && !before.disabled) await this.endSessions(manager, id);
      return toDto(rows[0]);
    });
  }

  async resetPassword(id: number, password: string, expected: number | undefined): Promise<UserDto> {
    const user = await this.get(id);
    // A directory user has no password here; giving one would open a second way in.
    const [identity] = await this.dataSource.query<{ directory: boolean }[]>(
      `SELECT oidc_subject IS NOT NULL AS directory FROM users WHERE id = $1`,
      [id],
    );
    if (identity?.directory) throw fieldError('password', USER_MESSAGES.directoryPassword);
    const problem = passwordProblem(password, user.username);
    if (problem) throw fieldError('password', problem);
    const hash = await this.users.hashPassword(password);
    return this.changingUser(id, async (manager) => {
      await this.lockForChange(manager, id, expected);
      const rows = updatedRows(
        await manager.query<UpdateResult>(
          `UPDATE users SET password_hash = $2, must_change_password = true, version = version + 1, updated_at = now()
           WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [id, hash],
        ),
      );
      await this.endSessions(manager, id);
      return toDto(rows[0]);
    });
  }

  /**
   * Removes a user's second factor (a lost phone): the secret and recovery codes go, the user
   * signs in with the password alone (or must set one up again where it is required), and
   * their sessions end. Audited as 'second-factor-reset' (besides the rows the trigger writes).
   */
  async resetSecondFactor(id: number, expected: number | undefined, actor: AuditActor, address: string | null): Promise<UserDto> {
    return this.changingUser(id, async (manager) => {
      const before = await this.lockForChange(manager, id, expected);
      if (!before.second_factor_enabled_at) throw new ConflictException(SECOND_FACTOR_MESSAGES.notEnabled);
      await manager.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [id]);
      await manager.query(`DELETE FROM user_second_factors WHERE user_id = $1`, [id]);
      const rows = updatedRows(
        await manager.query<UpdateResult>(
          `UPDATE users SET second_factor_enabled_at = NULL, version = version + 1, updated_at = now()
           WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [id],
        ),
      );
      await this.endSessions(manager, id);
      await this.audit.recordEvent('second-factor-reset', actor, { address, user: before.username });
      return toDto(rows[0]);
    });
  }

  /**
   * A transaction changing a user's row or sessions; this process's kept sessions of the user
   * are dropped once it is over (other processes learn of it from the database).
   */
  changingUser<T>(userId: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.sessionCache.cache.afterUserChange(userId, this.dataSource.transaction(work));
  }

  /** Ends every session of a user (all, or all but one), e.g. at once when they are disabled (inside changingUser). */
  async endSessions(manager: EntityManager, userId: number, exceptSid?: string): Promise<void> {
    await manager.query(
      `DELETE FROM session WHERE (sess -> 'passport' -> 'user' ->> 'userId') = $1::text AND ($2::text IS NULL OR sid <> $2)`,
      [String(userId), exceptSid ?? null],
    );
  }

  /** Takes the admin-change lock and the user's row; 404 or 409 (stale) when it is missing or changed. */
  private async lockForChange(manager: EntityManager, id: number, expected: number | undefined): Promise<UserRow> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_CHANGE_LOCK_ID]);
    const rows = await manager.query<UserRow[]>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);
    if (rows.length === 0) throw new NotFoundException(USER_MESSAGES.notFound);
    if (expected !== undefined && rows[0].version !== expected) {
      throw new StaleVersionException(USER_MESSAGES.changedBySomeoneElse, rows[0].version);
    }
    return rows[0];
  }

  private async refuseLastAdmin(manager: EntityManager, id: number): Promise<void> {
    const [{ count }] = await manager.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM users WHERE role = 'admin' AND NOT disabled AND id <> $1`,
      [id],
    );
    if (count === 0) throw new ConflictException(USER_MESSAGES.lastAdmin);
  }
}
