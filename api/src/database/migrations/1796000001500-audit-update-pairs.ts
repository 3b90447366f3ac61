import { MigrationInterface, QueryRunner } from 'typeorm';
import { auditRecord } from './1796000001400-bulk-row-triggers.js';

/**
 * audit_record as in migration 1796000001400, except that the set-based UPDATE branch (a
 * one-column key, nothing hidden) pairs a statement's old and new rows by a statement planned
 * for each call (EXECUTE) instead of PL/pgSQL's cached plan. The cached plan is made once per
 * connection with the sizes of the transition tables of its first call: after a statement
 * that updated no row or one (a batch loop's last, empty round; one hydrant edited), it stays
 * a nested loop that turns every old row into JSON once per new row, so a later statement of
 * 1,000 rows built a million JSON documents (seconds per statement). Planned with the real
 * sizes it is a hash join, each row turned into JSON once. The same audit rows are written.
 */
const auditRecordPlanned = `
  CREATE OR REPLACE FUNCTION public.audit_record() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'public'
  AS $function$
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
    -- The usual case (a one-column key, nothing hidden) without a call of audit_key and
    -- audit_mask per row: the same rows, written in a third of the time by bulk statements.
    IF cardinality(pk) = 1 AND cardinality(hide) = 0 THEN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO audit_log (actor_id, actor_name, action, table_name, record_id, new_values)
        SELECT who_id, who, 'insert', TG_TABLE_NAME, s.r ->> pk[1], s.r
        FROM (SELECT to_jsonb(n) AS r FROM new_rows n) s;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO audit_log (actor_id, actor_name, action, table_name, record_id, old_values)
        SELECT who_id, who, 'delete', TG_TABLE_NAME, s.r ->> pk[1], s.r
        FROM (SELECT to_jsonb(o) AS r FROM old_rows o) s;
      ELSE
        -- Planned for this call's row counts (a plan cached from a call of one row would pair
        -- the rows by a nested loop that builds each old row's JSON once per new row).
        EXECUTE $q$
          INSERT INTO audit_log (actor_id, actor_name, action, table_name, record_id, old_values, new_values)
          SELECT $1, $2, 'update', $3, o.k, d.old_values, d.new_values
          FROM (SELECT x.r ->> $4 AS k, x.r FROM (SELECT to_jsonb(y) AS r FROM old_rows y) x) o
          JOIN (SELECT x.r ->> $4 AS k, x.r FROM (SELECT to_jsonb(y) AS r FROM new_rows y) x) n ON n.k = o.k
          CROSS JOIN LATERAL (
            SELECT jsonb_object_agg(e.key, e.value) AS old_values, jsonb_object_agg(e.key, n.r -> e.key) AS new_values
            FROM jsonb_each(o.r) e WHERE (n.r -> e.key) IS DISTINCT FROM e.value
          ) d
          WHERE d.old_values IS NOT NULL
        $q$ USING who_id, who, TG_TABLE_NAME::text, pk[1];
      END IF;
      RETURN NULL;
    END IF;
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
      -- Planned for this call's row counts, as above.
      EXECUTE $q$
        INSERT INTO audit_log (actor_id, actor_name, action, table_name, record_id, old_values, new_values)
        SELECT $1, $2, 'update', $3, o.k, audit_mask(d.old_values, $5), audit_mask(d.new_values, $5)
        FROM (SELECT audit_key(to_jsonb(x), $4) AS k, to_jsonb(x) AS r FROM old_rows x) o
        JOIN (SELECT audit_key(to_jsonb(x), $4) AS k, to_jsonb(x) AS r FROM new_rows x) n ON n.k = o.k
        CROSS JOIN LATERAL (
          SELECT jsonb_object_agg(e.key, e.value) AS old_values, jsonb_object_agg(e.key, n.r -> e.key) AS new_values
          FROM jsonb_each(o.r) e WHERE (n.r -> e.key) IS DISTINCT FROM e.value
        ) d
        WHERE d.old_values IS NOT NULL
      $q$ USING who_id, who, TG_TABLE_NAME::text, pk, hide;
    END IF;
    RETURN NULL;
  END $function$`;

export class AuditUpdatePairs1796000001500 implements MigrationInterface {
  name = 'AuditUpdatePairs1796000001500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(auditRecordPlanned);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(auditRecord(true));
  }
}
