import { MigrationInterface, QueryRunner } from 'typeorm';

/** The NOTIFY channels the API listens on (api/src/events/change-listener.service.ts). */
export const CHANGES_CHANNEL = 'hydrant_changes';
export const SESSIONS_CHANNEL = 'hydrant_sessions';

/** A statement that changed more rows than this sends the tables it touched, not each record. */
export const MAX_LISTED_CHANGES = 50;

/**
 * Live updates in the console. Changes reach every API process through PostgreSQL
 * LISTEN/NOTIFY, and NOTIFY is delivered at commit (never for a rolled-back write).
 *
 * - Changes: fed by the audit trail, so no write path is forgotten. Every audited write
 *   inserts its audit rows in one statement (audit_record); a statement-level trigger on
 *   audit_log sends one notification per such statement on `hydrant_changes`:
 *   `{"changes":[[table, record id, version, action], ...]}`, or, past MAX_LISTED_CHANGES rows
 *   or the payload limit, `{"tables":[...]}`. A restore (which writes with the audit off and
 *   records one 'restore' row) sends `{"reset":true}`: every console refetches everything.
 * - Sessions: a deleted session row (sign-out, a disabled user, a password reset, expiry
 *   pruning) sends its id on `hydrant_sessions`, comma-separated, in chunks that fit a
 *   notification, so each process closes that session's streams at once.
 */
export class LiveEvents1796000000100 implements MigrationInterface {
  name = 'LiveEvents1796000000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION live_changes_notify() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
      DECLARE
        n integer;
        payload text;
      BEGIN
        IF EXISTS (SELECT 1 FROM new_rows WHERE action = 'restore') THEN
          PERFORM pg_notify('${CHANGES_CHANNEL}', '{"reset":true}');
          RETURN NULL;
        END IF;
        SELECT count(*) INTO n FROM new_rows WHERE table_name IS NOT NULL;
        IF n = 0 THEN
          RETURN NULL;
        END IF;
        IF n <= ${MAX_LISTED_CHANGES} THEN
          SELECT jsonb_build_object('changes', jsonb_agg(jsonb_build_array(
                   table_name, record_id,
                   coalesce(new_values ->> 'version', old_values ->> 'version')::integer,
                   action) ORDER BY id))::text
            INTO payload FROM new_rows WHERE table_name IS NOT NULL;
        END IF;
        IF payload IS NULL OR octet_length(payload) > 7000 THEN
          SELECT jsonb_build_object('tables', jsonb_agg(DISTINCT table_name))::text
            INTO payload FROM new_rows WHERE table_name IS NOT NULL;
        END IF;
        PERFORM pg_notify('${CHANGES_CHANNEL}', payload);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_live AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION live_changes_notify()`);

    await queryRunner.query(`
      CREATE FUNCTION live_sessions_notify() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
      DECLARE
        chunk text;
      BEGIN
        FOR chunk IN
          SELECT string_agg(sid, ',') FROM (SELECT sid, (row_number() OVER ()) / 200 AS g FROM old_rows) s GROUP BY g
        LOOP
          PERFORM pg_notify('${SESSIONS_CHANNEL}', chunk);
        END LOOP;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER session_ended_live AFTER DELETE ON "session" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_notify()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER session_ended_live ON "session"`);
    await queryRunner.query(`DROP FUNCTION live_sessions_notify()`);
    await queryRunner.query(`DROP TRIGGER audit_log_live ON "audit_log"`);
    await queryRunner.query(`DROP FUNCTION live_changes_notify()`);
  }
}
