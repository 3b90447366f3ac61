import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tables the audit trail leaves alone, and why. Every other table of the schema gets the
 * audit triggers (api/src/audit/audit-triggers.e2e-spec.ts fails when one lacks them).
 * - audit_log: the log itself (append-only: its own trigger refuses UPDATE, DELETE, TRUNCATE);
 * - migrations: TypeORM's bookkeeping of the schema, not product data;
 * - session: connect-pg-simple's store, rewritten on every request (sign-ins and sign-outs
 *   are recorded as auth events instead);
 * - login_failures: the login rate limiter's counters (failed sign-ins are auth events).
 */
export const AUDIT_EXCLUDED_TABLES = ['audit_log', 'migrations', 'session', 'login_failures'] as const;

/**
 * The audit trail. Every insert, update and delete of a product table is written to
 * `audit_log` by ONE generic PL/pgSQL function, in the same transaction as the change:
 * statement-level AFTER triggers with transition tables, so a bulk write of 100,000 rows
 * costs one set-based INSERT into the log, not 100,000 function calls. The acting user
 * comes from the settings `hydrant.actor_id` / `hydrant.actor_name` (set_config, see
 * api/src/audit/audit-actor.ts); without them the actor is 'system' (raw SQL, jobs).
 * `hydrant.audit = off` (set_config, transaction-local) skips recording: restore uses it
 * and records one 'restore' event instead.
 *
 * A table added later is covered with one line in its own migration:
 *   SELECT audit_attach('my_table');            -- or audit_attach('t', ARRAY['col_to_hide'])
 * Columns of type bytea and those named like password/secret/token/hash are stored as
 * '[hidden]' (a change to them still shows, not the value).
 */
export class AuditLog1795700000900 implements MigrationInterface {
  name = 'AuditLog1795700000900';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_log" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor_id" integer,
        "actor_name" varchar(100) NOT NULL DEFAULT 'system',
        "action" varchar(20) NOT NULL,
        "table_name" varchar(63),
        "record_id" text,
        "old_values" jsonb,
        "new_values" jsonb,
        CONSTRAINT "PK_audit_log" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_record" ON "audit_log" ("table_name", "record_id", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actor_name", "id")`);

    await queryRunner.query(`
      CREATE FUNCTION audit_log_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'The audit log cannot be changed' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
      FOR EACH ROW EXECUTE FUNCTION audit_log_refuse()`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse()`);

    // The record's id: its primary key column(s), comma-separated.
    await queryRunner.query(`
      CREATE FUNCTION audit_key(r jsonb, pk text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT string_agg(r ->> k, ',' ORDER BY i) FROM unnest(pk) WITH ORDINALITY AS u(k, i)
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION audit_mask(r jsonb, hide text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE WHEN r IS NULL OR cardinality(hide) = 0 THEN r
          ELSE r || coalesce((SELECT jsonb_object_agg(h, '"[hidden]"'::jsonb) FROM unnest(hide) h WHERE r ? h), '{}'::jsonb)
        END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION audit_record() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        pk text[] := coalesce(string_to_array(nullif(TG_ARGV[0], ''), ','), '{}');
        hide text[] := coalesce(TG_ARGV[1:TG_NARGS - 1], '{}');
        who_id integer;
        who text;
      BEGIN
        IF current_setting('hydrant.audit', true) = 'off' THEN
          RETURN NULL;
        END IF;
        who_id := nullif(current_setting('hydrant.actor_id', true), '')::integer;
        who := coalesce(nullif(current_setting('hydrant.actor_name', true), ''), 'system');
        IF TG_OP = 'INSERT' THEN
          INSERT INTO audit_log (actor_id, actor_name, action, table_name, record_id, new_values)
          SELECT who_id, who, 'insert', TG_TABLE_NAME, audit_key(s.r, pk), audit_mask(s.r, hide)
          FROM (SELECT to_jsonb(n) AS r FROM new_rows n) s;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO audit_log (actor_id, actor_name, action, table_name, record_id, old_values)
          SELECT who_id, who, 'delete', TG_TABLE_NAME, audit_key(s.r, pk), audit_mask(s.r, hide)
          FROM (SELECT to_jsonb(o) AS r FROM old_rows o) s;
        ELSE
          -- Only the fields that changed, old and new; an update that changed nothing is not recorded.
          INSERT INTO audit_log (actor_id, actor_name, action, table_name, record_id, old_values, new_values)
          SELECT who_id, who, 'update', TG_TABLE_NAME, o.k, audit_mask(d.old_values, hide), audit_mask(d.new_values, hide)
          FROM (SELECT audit_key(to_jsonb(x), pk) AS k, to_jsonb(x) AS r FROM old_rows x) o
          JOIN (SELECT audit_key(to_jsonb(x), pk) AS k, to_jsonb(x) AS r FROM new_rows x) n ON n.k = o.k
          CROSS JOIN LATERAL (
            SELECT jsonb_object_agg(e.key, e.value) AS old_values, jsonb_object_agg(e.key, n.r -> e.key) AS new_values
            FROM jsonb_each(o.r) e WHERE (n.r -> e.key) IS DISTINCT FROM e.value
          ) d
          WHERE d.old_values IS NOT NULL;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION audit_attach(tbl text, hidden text[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        pk text;
        hide text[];
        args text;
      BEGIN
        SELECT string_agg(a.attname, ',' ORDER BY k.ord) INTO pk
        FROM pg_index i
        CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = tbl::regclass AND i.indisprimary;
        SELECT coalesce(array_agg(column_name::text ORDER BY ordinal_position), '{}') INTO hide
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = tbl
          AND (data_type = 'bytea' OR column_name ~ '(password|secret|token|hash)');
        hide := hide || hidden;
        args := quote_literal(coalesce(pk, ''))
          || coalesce((SELECT string_agg(', ' || quote_literal(h), '') FROM unnest(hide) h), '');
        EXECUTE format('DROP TRIGGER IF EXISTS audit_insert ON %I', tbl);
        EXECUTE format('DROP TRIGGER IF EXISTS audit_update ON %I', tbl);
        EXECUTE format('DROP TRIGGER IF EXISTS audit_delete ON %I', tbl);
        EXECUTE format('CREATE TRIGGER audit_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
          'FOR EACH STATEMENT EXECUTE FUNCTION audit_record(%s)', tbl, args);
        EXECUTE format('CREATE TRIGGER audit_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
          'FOR EACH STATEMENT EXECUTE FUNCTION audit_record(%s)', tbl, args);
        EXECUTE format('CREATE TRIGGER audit_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
          'FOR EACH STATEMENT EXECUTE FUNCTION audit_record(%s)', tbl, args);
      END $$`);

    const excluded = AUDIT_EXCLUDED_TABLES.map((name) => `'${name}'`).join(', ');
    await queryRunner.query(`
      SELECT audit_attach(table_name::text) FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN (${excluded})`);
    // app_settings keeps the generated session secret in "value": record that a setting changed, not its value.
    await queryRunner.query(`SELECT audit_attach('app_settings', ARRAY['value'])`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DO $$
      DECLARE t record;
      BEGIN
        FOR t IN SELECT c.relname, tg.tgname FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
                 WHERE tg.tgname IN ('audit_insert', 'audit_update', 'audit_delete') LOOP
          EXECUTE format('DROP TRIGGER %I ON %I', t.tgname, t.relname);
        END LOOP;
      END $$`);
    await queryRunner.query(`DROP FUNCTION audit_attach(text, text[])`);
    await queryRunner.query(`DROP FUNCTION audit_record()`);
    await queryRunner.query(`DROP FUNCTION audit_mask(jsonb, text[])`);
    await queryRunner.query(`DROP FUNCTION audit_key(jsonb, text[])`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`DROP FUNCTION audit_log_refuse()`);
  }
}
