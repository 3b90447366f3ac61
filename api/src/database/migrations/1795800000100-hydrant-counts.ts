import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Constant-time totals.
 *
 * - `hydrant_status_counts`: the number of hydrants by status, kept by statement-level
 *   triggers on hydrants (transition tables: one INSERT of a few rows per statement, however
 *   many hydrants it writes), so the registry total and the stats never scan the table. The
 *   table holds deltas: a write only appends rows (writers never wait on one another for a
 *   counter row, and cannot deadlock on it); the counts are `sum(delta)` by status. A writer
 *   that finds no other writer compacting (transaction-level advisory lock, tried, never
 *   waited for) folds the rows into one per status, so the table stays a handful of rows.
 *   Every path that writes hydrants (API, bulk inspection, CSV import, restore, seeds, raw
 *   SQL, TRUNCATE) keeps it exact, and a rollback takes its deltas back with it.
 * - `IDX_hydrants_status_hydrant_id`: the registry filtered by status pages by keyset (and
 *   by OFFSET from either end) on an index-only scan.
 */
export class HydrantCounts1795800000100 implements MigrationInterface {
  name = 'HydrantCounts1795800000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "hydrant_status_counts" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "status" varchar(20) NOT NULL,
        "delta" bigint NOT NULL,
        CONSTRAINT "PK_hydrant_status_counts" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE FUNCTION "hydrant_status_counts_compact"() RETURNS void
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      BEGIN
        -- Only in READ COMMITTED (a later snapshot could not delete what a concurrent compaction
        -- already folded), and only when no other transaction is compacting (never waits).
        IF current_setting('transaction_isolation') <> 'read committed'
           OR NOT pg_try_advisory_xact_lock(hashtext('hydrant_status_counts')) THEN
          RETURN;
        END IF;
        WITH gone AS (DELETE FROM hydrant_status_counts RETURNING status, delta)
        INSERT INTO hydrant_status_counts (status, delta)
        SELECT status, sum(delta) FROM gone GROUP BY status HAVING sum(delta) <> 0;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION "hydrant_status_counts_track"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          -- TRUNCATE holds hydrants exclusively: no writer adds deltas meanwhile.
          DELETE FROM hydrant_status_counts;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO hydrant_status_counts (status, delta) SELECT status, count(*) FROM new_rows GROUP BY status;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO hydrant_status_counts (status, delta) SELECT status, -count(*) FROM old_rows GROUP BY status;
        ELSE
          INSERT INTO hydrant_status_counts (status, delta)
          SELECT status, sum(d) FROM (SELECT status, 1 AS d FROM new_rows UNION ALL SELECT status, -1 FROM old_rows) c
          GROUP BY status HAVING sum(d) <> 0;
        END IF;
        PERFORM hydrant_status_counts_compact();
        RETURN NULL;
      END
      $$`);
    for (const [name, event, referencing] of [
      ['TRG_hydrants_counts_insert', 'INSERT', 'REFERENCING NEW TABLE AS new_rows'],
      ['TRG_hydrants_counts_update', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['TRG_hydrants_counts_delete', 'DELETE', 'REFERENCING OLD TABLE AS old_rows'],
      ['TRG_hydrants_counts_truncate', 'TRUNCATE', ''],
    ]) {
      await queryRunner.query(
        `CREATE TRIGGER "${name}" AFTER ${event} ON "hydrants" ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION "hydrant_status_counts_track"()`,
      );
    }
    // The counts of the hydrants already there (no write slips in between: the migration holds the table).
    await queryRunner.query(`LOCK TABLE "hydrants" IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(
      `INSERT INTO "hydrant_status_counts" ("status", "delta") SELECT "status", count(*) FROM "hydrants" GROUP BY "status"`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_hydrants_status_hydrant_id" ON "hydrants" ("status", "hydrant_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_hydrants_status_hydrant_id"`);
    for (const name of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER "TRG_hydrants_counts_${name}" ON "hydrants"`);
    }
    await queryRunner.query(`DROP FUNCTION "hydrant_status_counts_track"()`);
    await queryRunner.query(`DROP FUNCTION "hydrant_status_counts_compact"()`);
    await queryRunner.query(`DROP TABLE "hydrant_status_counts"`);
  }
}
