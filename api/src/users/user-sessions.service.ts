import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Bowser from 'bowser';
import type { Request } from 'express';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { SessionCacheListener } from '../session/session-cache-listener.service.js';
import { UserSessionDto } from './dto/user-session.dto.js';
import { USER_MESSAGES } from './user.constants.js';

/**
 * The sessions of one user: passport keeps the user id, and where the session was started
 * (SessionSerializer), in the session's JSON; the user id is indexed (SessionUserIndex).
 */
const OF_USER = `(sess -> 'passport' -> 'user' ->> 'userId') = $1::text`;

/**
 * A session's public handle: never its id (the id is what the signed cookie carries), but
 * the first 128 bits of its SHA-256, computed alike here and in the database.
 */
const HANDLE = `left(encode(sha256(convert_to(sid, 'UTF8')), 'hex'), 32)`;
const HANDLE_PATTERN = /^[0-9a-f]{32}$/;

interface SessionRow {
  id: string;
  current: boolean;
  user_agent: string | null;
  address: string | null;
  started_at: string | null;
  last_active: Date;
}

/** 'Chrome 131 on Linux' from a User-Agent header (bowser); 'Unknown browser' when it names none. */
export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ? [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ') : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

/**
 * The signed-in sessions of users, as their owners and administrators see them. Nothing is
 * written per request for this: a session's last activity is its stored expiry less its
 * lifetime (express-session keeps the lifetime in the session as cookie.originalMaxAge), and
 * the store renews the expiry at most once a minute (JoinedPgSessionStore.touch).
 */
@Injectable()
export class UserSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly sessionCache: SessionCacheListener,
  ) {}

  /** The user's live sessions, this one first, then the most recently active. */
  async list(userId: number, currentSid: string | undefined): Promise<UserSessionDto[]> {
    const rows = await this.dataSource.query<SessionRow[]>(
      `SELECT ${HANDLE} AS id, sid = $2 AS current,
              sess #>> '{passport,user,client,userAgent}' AS user_agent, sess #>> '{passport,user,client,address}' AS address,
              sess #>> '{passport,user,client,startedAt}' AS started_at,
              expire::timestamptz - make_interval(secs => coalesce((sess -> 'cookie' ->> 'originalMaxAge')::float8, 0) / 1000)
                AS last_active
         FROM session
        WHERE ${OF_USER} AND expire > now()
        ORDER BY sid = $2 DESC, last_active DESC, id`,
      [String(userId), currentSid ?? ''],
    );
    return rows.map((row) => ({
      id: row.id,
      current: row.current,
      browser: browserLabel(row.user_agent),
      address: row.address,
      startedAt: row.started_at,
      // The current request is activity too (its own renewal may not be written yet).
      lastActiveAt: (row.current ? new Date() : new Date(row.last_active)).toISOString(),
    }));
  }

  /** The session of this user with this handle (404 when there is none, or it is someone else's). */
  async find(userId: number, handle: string, currentSid: string | undefined): Promise<UserSessionDto> {
    const found = HANDLE_PATTERN.test(handle)
      ? (await this.list(userId, currentSid)).find((session) => session.id === handle)
      : undefined;
    if (!found) throw new NotFoundException(USER_MESSAGES.sessionNotFound);
    return found;
  }

  /** Ends one session of the user (not the current one: that is a sign-out), audited. */
  async endOther(owner: { id: number; username: string }, session: UserSessionDto, req: Request): Promise<void> {
    await this.sessionCache.cache.afterUserChange(
      owner.id,
      this.dataSource.query(`DELETE FROM session WHERE ${OF_USER} AND ${HANDLE} = $2`, [String(owner.id), session.id]),
    );
    await this.recordEnded(owner, session, req);
  }

  /** The audit entry of a user ending one of their own sessions. */
  recordEnded(owner: { id: number; username: string }, session: UserSessionDto, req: Request): Promise<void> {
    return this.audited({ id: owner.id, name: owner.username }, owner.username, 1, req, {
      browser: session.browser,
      sessionAddress: session.address,
      current: session.current,
    });
  }

  /** Ends every session of a user, all but `exceptSid` when given; answers how many ended. */
  async endAll(manager: EntityManager | undefined, userId: number, exceptSid?: string): Promise<number> {
    const [, count] = await this.sessionCache.cache.afterUserChange(
      userId,
      (manager ?? this.dataSource.manager).query<[unknown[], number]>(
        `DELETE FROM session WHERE ${OF_USER} AND ($2::text IS NULL OR sid <> $2)`,
        [String(userId), exceptSid ?? null],
      ),
    );
    return count;
  }

  /** An administrator ends all of a user's sessions (their own current one excepted), audited. */
  async endAllOf(
    admin: { id: number; username: string },
    userId: number,
    req: Request,
  ): Promise<{ username: string; ended: number }> {
    const users = await this.dataSource.query<Array<{ username: string }>>('SELECT username FROM users WHERE id = $1', [userId]);
    if (users.length === 0) throw new NotFoundException(USER_MESSAGES.notFound);
    const ended = await this.endAll(undefined, userId, userId === admin.id ? req.sessionID : undefined);
    await this.audited({ id: admin.id, name: admin.username }, users[0].username, ended, req, {});
    return { username: users[0].username, ended };
  }

  private audited(
    actor: { id: number; name: string },
    username: string,
    ended: number,
    req: Request,
    extra: Record<string, unknown>,
  ): Promise<void> {
    return this.audit.recordEvent('sessions-ended', actor, { address: req.ip ?? null, user: username, ended, ...extra });
  }
}
