import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * audit_record as in migration 1796000001500, except that the UPDATE statements build each old
 * and new row's JSON once per row. Before, the planner pulled the subqueries that turn a row into
 * JSON up into the pairing, so the new row's JSON was built again for every column compared
 * with the old one (and each old row's twice): about 1 ms per hydrant of a large update. A
 * subquery with OFFSET 0 is not pulled up, so its JSON is made once and read by the join and
 * the comparison. The same audit rows are written (same fields, values, actors).
 *
 * It also turns JIT off in the trigger functions whose large statements it compiled (see
 * WITHOUT_JIT): a 20,000-hydrant update spent about 2 s compiling them and gained nothing.
 */
/** The function with its two UPDATE statements (the set-based one, then the general one) given. */
const auditRecord = (fastUpdate: string, update: string) => `
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
${fastUpdate}
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
${update}
    END IF;
    RETURN NULL;
  END $function$`;

/** The UPDATE statements of this migration: each row's JSON built once, by a subquery kept as it is (OFFSET 0). */
const FAST_UPDATE = `        -- Planned for this call's row counts (a plan cached from a call of one row would pair
        -- the rows by a nested loop that builds each old row's JSON once per new row). OFFSET 0
        -- keeps each row's JSON a value of its own, built once, instead of an expression the
        -- planner copies into the comparison of every column.
        EXECUTE $q$
          INSERT INTO audit_log (actor_id, actor_name, action, table_name, record_id, old_values, new_values)
          SELECT $1, $2, 'update', $3, o.r ->> $4, d.old_values, d.new_values
          FROM (SELECT to_jsonb(y) AS r FROM old_rows y OFFSET 0) o
          JOIN (SELECT to_jsonb(y) AS r FROM new_rows y OFFSET 0) n ON n.r ->> $4 = o.r ->> $4
          CROSS JOIN LATERAL (
            SELECT jsonb_object_agg(e.key, e.value) AS old_values, jsonb_object_agg(e.key, n.r -> e.key) AS new_values
            FROM jsonb_each(o.r) e WHERE (n.r -> e.key) IS DISTINCT FROM e.value
          ) d
          WHERE d.old_values IS NOT NULL
        $q$ USING who_id, who, TG_TABLE_NAME::text, pk[1];`;
const UPDATE = `      -- Planned for this call's row counts, each row's JSON built once, as above.
      EXECUTE $q$
        INSERT INTO audit_log (actor_id, actor_name, action, table_name, record_id, old_values, new_values)
        SELECT $1, $2, 'update', $3, o.k, audit_mask(d.old_values, $5), audit_mask(d.new_values, $5)
        FROM (SELECT audit_key(x.r, $4) AS k, x.r FROM (SELECT to_jsonb(y) AS r FROM old_rows y OFFSET 0) x) o
        JOIN (SELECT audit_key(x.r, $4) AS k, x.r FROM (SELECT to_jsonb(y) AS r FROM new_rows y OFFSET 0) x) n ON n.k = o.k
        CROSS JOIN LATERAL (
          SELECT jsonb_object_agg(e.key, e.value) AS old_values, jsonb_object_agg(e.key, n.r -> e.key) AS new_values
          FROM jsonb_each(o.r) e WHERE (n.r -> e.key) IS DISTINCT FROM e.value
        ) d
        WHERE d.old_values IS NOT NULL
      $q$ USING who_id, who, TG_TABLE_NAME::text, pk, hide;`;

/** The UPDATE statements of migration 1796000001500, each row's JSON built once per column compared (down). */
const PAIRED_FAST_UPDATE = `        -- Planned for this call's row counts (a plan cached from a call of one row would pair
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
        $q$ USING who_id, who, TG_TABLE_NAME::text, pk[1];`;
const PAIRED_UPDATE = `      -- Planned for this call's row counts, as above.
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
      $q$ USING who_id, who, TG_TABLE_NAME::text, pk, hide;`;

/**
 * The trigger functions whose statements over a large update's transition tables were compiled
 * by JIT: the planner expects far more rows of a join of old and new rows than it gets (125,000
 * for 5,000), so the plans pass jit_above_cost and each statement spent 0.3-0.8 s compiling for
 * a run of well under a second.
 */
export const WITHOUT_JIT = ['audit_record', 'inspection_day_counts_hydrants', 'hydrant_map_cells_track'] as const;

export class AuditRowsOnce1796000001800 implements MigrationInterface {
  name = 'AuditRowsOnce1796000001800';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(auditRecord(FAST_UPDATE, UPDATE));
    for (const name of WITHOUT_JIT) await queryRunner.query(`ALTER FUNCTION ${name}() SET jit = off`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of WITHOUT_JIT) await queryRunner.query(`ALTER FUNCTION ${name}() RESET jit`);
    await queryRunner.query(auditRecord(PAIRED_FAST_UPDATE, PAIRED_UPDATE));
  }
}
