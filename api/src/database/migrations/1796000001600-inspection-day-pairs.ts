import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * inspection_day_counts_hydrants as in migration 1796000000800, except that its UPDATE branch,
 * which pairs a statement's old and new rows by id (both ways), runs a statement planned for
 * each call (EXECUTE) instead of PL/pgSQL's cached plan. The cached plan is made once per
 * connection with the sizes of the transition tables of its first call: after an update of one
 * hydrant it stays a nested loop that reads all new rows for each old row (and the other way),
 * so a later update of 10,000 hydrants on that connection took 87 s in this statement instead
 * of under a second. Planned with the real sizes it is a merge or hash join. The same deltas
 * are written; the INSERT and DELETE branches read one transition table and are unchanged.
 */
/** History records of hydrant `row` on the day `day` that are inspections (as in 1796000000800). */
const INSPECTIONS_ON = (row: string, day: string) =>
  `(SELECT count(*) FROM maintenance_history m
     WHERE m.hydrant_id = ${row}.id AND m.completed_date = ${day} AND m.maintenance_type = 'inspection')`;

/** The delta rows `rows` added by day (a statement of the function, as in 1796000000800). */
const dayDeltas = (rows: string) => `
      WITH added AS (
        INSERT INTO inspection_day_counts (day, delta)
        SELECT day, sum(d) FROM (${rows}) c GROUP BY day HAVING sum(d) <> 0
        RETURNING day)
      SELECT array_agg(DISTINCT day) INTO touched FROM added;`;

/** The days an update moved: the old day and the new one of each hydrant whose last inspection changed. */
const MOVED_DAYS = `
            SELECT o.last_inspection AS day, ${INSPECTIONS_ON('o', 'o.last_inspection')} - 1 AS d
              FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
             WHERE o.last_inspection IS NOT NULL AND (n.id IS NULL OR n.last_inspection IS DISTINCT FROM o.last_inspection)
            UNION ALL
            SELECT n.last_inspection, 1 - ${INSPECTIONS_ON('n', 'n.last_inspection')}
              FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
             WHERE n.last_inspection IS NOT NULL AND (o.id IS NULL OR o.last_inspection IS DISTINCT FROM n.last_inspection)`;

/** The function with the statement of its UPDATE branch given. */
const inspectionDayCountsHydrants = (update: string) => `
      CREATE OR REPLACE FUNCTION "inspection_day_counts_hydrants"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      DECLARE touched date[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM inspection_day_counts_rebuild();
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          -- A new hydrant has no history yet (the records reference it).
          ${dayDeltas(`SELECT n.last_inspection AS day, 1 AS d FROM new_rows n WHERE n.last_inspection IS NOT NULL`)}
        ELSIF TG_OP = 'DELETE' THEN
          -- Its records are taken off by the history trigger (see hydrants_before_delete).
          ${dayDeltas(`SELECT o.last_inspection AS day, -1 AS d FROM old_rows o WHERE o.last_inspection IS NOT NULL`)}
        ELSE
          ${update}
        END IF;
        PERFORM inspection_day_counts_compact(touched);
        RETURN NULL;
      END
      $$`;

/** The UPDATE branch planned for each call's row counts (this migration). */
const PLANNED_UPDATE = `-- Planned for this call's row counts (a plan cached from a call of one row would pair
          -- the rows by a nested loop, quadratic in the rows of a large update).
          EXECUTE $q$
            WITH added AS (
              INSERT INTO inspection_day_counts (day, delta)
              SELECT day, sum(d) FROM (${MOVED_DAYS}) c GROUP BY day HAVING sum(d) <> 0
              RETURNING day)
            SELECT array_agg(DISTINCT day) FROM added
          $q$ INTO touched;`;

/** The UPDATE branch of migration 1796000000800, with the plan PL/pgSQL caches (down). */
const CACHED_UPDATE = dayDeltas(MOVED_DAYS);

export class InspectionDayPairs1796000001600 implements MigrationInterface {
  name = 'InspectionDayPairs1796000001600';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(inspectionDayCountsHydrants(PLANNED_UPDATE));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(inspectionDayCountsHydrants(CACHED_UPDATE));
  }
}
