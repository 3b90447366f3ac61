import { MigrationInterface, QueryRunner } from 'typeorm';

/** The NOTIFY channel of the in-process session cache (api/src/session/session-cache-listener.service.ts). */
export const SESSION_CACHE_CHANNEL = 'hydrant_session_cache';

/** A statement that deletes more session rows than this clears every process's cache instead of naming each. */
export const MAX_LISTED_SESSIONS = 100;

/**
 * Each API process keeps recently read sessions, with their users, in memory; it must learn
 * at once of every change that makes such an entry wrong. These triggers announce them at
 * commit on `hydrant_session_cache` (NOTIFY is never sent for a rolled-back write):
 *
 * - `s:<sid>`: the session's data changed (a save, a login into it), its stored expiry moved
 *   earlier, or the row was deleted (a sign-out, an ended session, expiry pruning). The
 *   periodic renewal only moves the expiry later and sends nothing: a process never serves
 *   a cached session past the expiry it read, so a later one cannot make it wrong.
 * - `u:<id>`: one of the user columns the session read joins changed (username, role,
 *   must_change_password, disabled, second_factor_enabled_at, oidc_subject, the id), the
 *   password changed (the session read does not need it; a changed password drops the user's
 *   entries all the same), or the user was deleted.
 * - `*`: a TRUNCATE of either table, or a statement deleting more than MAX_LISTED_SESSIONS
 *   sessions: every process clears its whole cache.
 */
export class SessionCacheNotify1796000001900 implements MigrationInterface {
  name = 'SessionCacheNotify1796000001900';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION session_cache_notify_row() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
      BEGIN
        IF TG_TABLE_NAME = 'session' THEN
          PERFORM pg_notify('${SESSION_CACHE_CHANNEL}', 's:' || OLD.sid);
        ELSE
          PERFORM pg_notify('${SESSION_CACHE_CHANNEL}', 'u:' || OLD.id);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION session_cache_notify_gone() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
      BEGIN
        IF (SELECT count(*) FROM old_rows) > ${MAX_LISTED_SESSIONS} THEN
          PERFORM pg_notify('${SESSION_CACHE_CHANNEL}', '*');
        ELSE
          PERFORM pg_notify('${SESSION_CACHE_CHANNEL}', 's:' || sid) FROM old_rows;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION session_cache_notify_all() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
      BEGIN
        PERFORM pg_notify('${SESSION_CACHE_CHANNEL}', '*');
        RETURN NULL;
      END $$`);

    // sess is json (no equality operator): compared as text. A rename of the id is covered by OLD.sid.
    await queryRunner.query(`
      CREATE TRIGGER session_cache_changed AFTER UPDATE ON "session" FOR EACH ROW
      WHEN (OLD.sess::text IS DISTINCT FROM NEW.sess::text OR NEW.expire < OLD.expire OR NEW.sid <> OLD.sid)
      EXECUTE FUNCTION session_cache_notify_row()`);
    await queryRunner.query(`
      CREATE TRIGGER session_cache_gone AFTER DELETE ON "session" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify_gone()`);
    await queryRunner.query(`
      CREATE TRIGGER session_cache_truncated AFTER TRUNCATE ON "session"
      FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify_all()`);

    await queryRunner.query(`
      CREATE TRIGGER session_cache_user_changed
      AFTER UPDATE OF id, username, password_hash, role, must_change_password, disabled, second_factor_enabled_at, oidc_subject
      ON "users" FOR EACH ROW
      WHEN (OLD.id IS DISTINCT FROM NEW.id
        OR OLD.username IS DISTINCT FROM NEW.username
        OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
        OR OLD.role IS DISTINCT FROM NEW.role
        OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password
        OR OLD.disabled IS DISTINCT FROM NEW.disabled
        OR OLD.second_factor_enabled_at IS DISTINCT FROM NEW.second_factor_enabled_at
        OR OLD.oidc_subject IS DISTINCT FROM NEW.oidc_subject)
      EXECUTE FUNCTION session_cache_notify_row()`);
    await queryRunner.query(`
      CREATE TRIGGER session_cache_user_gone AFTER DELETE ON "users" FOR EACH ROW
      EXECUTE FUNCTION session_cache_notify_row()`);
    await queryRunner.query(`
      CREATE TRIGGER session_cache_users_truncated AFTER TRUNCATE ON "users"
      FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify_all()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER session_cache_users_truncated ON "users"`);
    await queryRunner.query(`DROP TRIGGER session_cache_user_gone ON "users"`);
    await queryRunner.query(`DROP TRIGGER session_cache_user_changed ON "users"`);
    await queryRunner.query(`DROP TRIGGER session_cache_truncated ON "session"`);
    await queryRunner.query(`DROP TRIGGER session_cache_gone ON "session"`);
    await queryRunner.query(`DROP TRIGGER session_cache_changed ON "session"`);
    await queryRunner.query(`DROP FUNCTION session_cache_notify_all()`);
    await queryRunner.query(`DROP FUNCTION session_cache_notify_gone()`);
    await queryRunner.query(`DROP FUNCTION session_cache_notify_row()`);
  }
}
