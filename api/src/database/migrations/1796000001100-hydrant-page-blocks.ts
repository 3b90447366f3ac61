import { MigrationInterface, QueryRunner } from 'typeorm';

/** Hydrants per block when the blocks are (re)built (hydrant-queries.ts rebuilds them when one grows past four times this). */
const BLOCK_ROWS = 2048;

/**
 * A jump to any page of the registry in constant time: the hydrantId order is cut into
 * blocks of about BLOCK_ROWS hydrants, each named by its first hydrantId
 * (`hydrant_page_blocks`; the first block starts at ''), and the database keeps how many
 * hydrants of each status every block holds (`hydrant_page_block_counts`). Page N is then
 * the block where the running count passes (N - 1) × page size, read from its first key
 * with a short OFFSET.
 *
 * The counts are kept like `hydrant_status_counts`: statement-level triggers with
 * transition tables append deltas (writers never wait on one another for a row); a writer
 * that finds no other compacting folds the rows of the blocks it touched. Every path that
 * writes hydrants keeps them exact (API, imports, restore, seeds, raw SQL, TRUNCATE), and
 * a rollback takes its deltas back. The block boundaries stay where they are between
 * rebuilds; hydrant_page_blocks_rebalance() rebuilds them (boundaries and counts, under a
 * SHARE lock on hydrants, a second or two at a million) when asked and when no writer
 * holds the table for long.
 */
export class HydrantPageBlocks1796000001100 implements MigrationInterface {
  name = 'HydrantPageBlocks1796000001100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "hydrant_page_blocks" (
        "first_key" varchar(50) NOT NULL,
        CONSTRAINT "PK_hydrant_page_blocks" PRIMARY KEY ("first_key")
      )`);
    await queryRunner.query(`
      CREATE TABLE "hydrant_page_block_counts" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "first_key" varchar(50) NOT NULL,
        "status" varchar(20) NOT NULL,
        "delta" bigint NOT NULL,
        CONSTRAINT "PK_hydrant_page_block_counts" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_hydrant_page_block_counts_first_key" ON "hydrant_page_block_counts" ("first_key")`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "hydrant_page_blocks_track"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      DECLARE
        touched varchar[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM hydrant_page_block_counts;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          WITH added AS (
            INSERT INTO hydrant_page_block_counts (first_key, status, delta)
            SELECT b.first_key, r.status, count(*) FROM new_rows r
            CROSS JOIN LATERAL (SELECT first_key FROM hydrant_page_blocks
                                WHERE first_key <= r.hydrant_id ORDER BY first_key DESC LIMIT 1) b
            GROUP BY b.first_key, r.status
            RETURNING first_key)
          SELECT array_agg(DISTINCT first_key) INTO touched FROM added;
        ELSIF TG_OP = 'DELETE' THEN
          WITH added AS (
            INSERT INTO hydrant_page_block_counts (first_key, status, delta)
            SELECT b.first_key, r.status, -count(*) FROM old_rows r
            CROSS JOIN LATERAL (SELECT first_key FROM hydrant_page_blocks
                                WHERE first_key <= r.hydrant_id ORDER BY first_key DESC LIMIT 1) b
            GROUP BY b.first_key, r.status
            RETURNING first_key)
          SELECT array_agg(DISTINCT first_key) INTO touched FROM added;
        ELSE
          WITH added AS (
            INSERT INTO hydrant_page_block_counts (first_key, status, delta)
            SELECT b.first_key, c.status, sum(c.d) FROM (
              SELECT hydrant_id, status, 1 AS d FROM new_rows
              UNION ALL SELECT hydrant_id, status, -1 FROM old_rows) c
            CROSS JOIN LATERAL (SELECT first_key FROM hydrant_page_blocks
                                WHERE first_key <= c.hydrant_id ORDER BY first_key DESC LIMIT 1) b
            GROUP BY b.first_key, c.status HAVING sum(c.d) <> 0
            RETURNING first_key)
          SELECT array_agg(DISTINCT first_key) INTO touched FROM added;
        END IF;
        -- Fold the touched blocks' rows, only in READ COMMITTED and when no other transaction
        -- is folding (never waits): see hydrant_status_counts_compact.
        IF touched IS NOT NULL AND current_setting('transaction_isolation') = 'read committed'
           AND pg_try_advisory_xact_lock(hashtext('hydrant_page_block_counts')) THEN
          WITH gone AS (DELETE FROM hydrant_page_block_counts WHERE first_key = ANY (touched)
                        RETURNING first_key, status, delta)
          INSERT INTO hydrant_page_block_counts (first_key, status, delta)
          SELECT first_key, status, sum(delta) FROM gone GROUP BY first_key, status HAVING sum(delta) <> 0;
        END IF;
        RETURN NULL;
      END
      $$`);
    for (const [name, event, referencing] of [
      ['TRG_hydrants_page_blocks_insert', 'INSERT', 'REFERENCING NEW TABLE AS new_rows'],
      ['TRG_hydrants_page_blocks_update', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['TRG_hydrants_page_blocks_delete', 'DELETE', 'REFERENCING OLD TABLE AS old_rows'],
      ['TRG_hydrants_page_blocks_truncate', 'TRUNCATE', ''],
    ]) {
      await queryRunner.query(
        `CREATE TRIGGER "${name}" AFTER ${event} ON "hydrants" ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION "hydrant_page_blocks_track"()`,
      );
    }
    // Rebuilds the blocks (every `target`-th hydrantId starts one) and their counts. Writers
    // wait meanwhile (SHARE lock); a writer holding the table makes it give up after
    // `wait_ms` (answering false) rather than queue every later writer behind it.
    await queryRunner.query(`
      CREATE FUNCTION "hydrant_page_blocks_rebalance"(target integer, wait_ms integer) RETURNS boolean
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      BEGIN
        IF NOT pg_try_advisory_xact_lock(hashtext('hydrant_page_blocks_rebalance')) THEN
          RETURN false;
        END IF;
        PERFORM set_config('lock_timeout', wait_ms || 'ms', true);
        BEGIN
          LOCK TABLE hydrants IN SHARE MODE;
        EXCEPTION WHEN lock_not_available THEN
          RETURN false;
        END;
        PERFORM set_config('lock_timeout', '0', true);
        DELETE FROM hydrant_page_blocks;
        DELETE FROM hydrant_page_block_counts;
        WITH numbered AS (
               SELECT hydrant_id, status, (row_number() OVER (ORDER BY hydrant_id) - 1) / target AS b FROM hydrants),
             anchors AS (
               SELECT b, CASE WHEN b = 0 THEN '' ELSE min(hydrant_id) END AS first_key FROM numbered GROUP BY b),
             kept AS (INSERT INTO hydrant_page_blocks (first_key) SELECT first_key FROM anchors)
        INSERT INTO hydrant_page_block_counts (first_key, status, delta)
        SELECT a.first_key, n.status, count(*) FROM numbered n JOIN anchors a USING (b) GROUP BY a.first_key, n.status;
        INSERT INTO hydrant_page_blocks (first_key) VALUES ('') ON CONFLICT DO NOTHING;
        RETURN true;
      END
      $$`);
    await queryRunner.query(`SELECT hydrant_page_blocks_rebalance(${BLOCK_ROWS}, 60000)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER "TRG_hydrants_page_blocks_${name}" ON "hydrants"`);
    }
    await queryRunner.query(`DROP FUNCTION "hydrant_page_blocks_rebalance"(integer, integer)`);
    await queryRunner.query(`DROP FUNCTION "hydrant_page_blocks_track"()`);
    await queryRunner.query(`DROP TABLE "hydrant_page_block_counts"`);
    await queryRunner.query(`DROP TABLE "hydrant_page_blocks"`);
  }
}
