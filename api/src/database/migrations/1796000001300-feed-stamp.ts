import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The out-of-service feed's change stamp, so that an unchanged feed is answered from a copy
 * (and a 304) without building it again:
 *
 * - `feed_changes`: one delta row (1) per statement that writes a hydrant that is, or was, not
 *   operational (the feed's rows), or an out-of-service period (the feed's reason, since and
 *   expected return), and per TRUNCATE of either. The stamp is `sum(delta)`: it grows with
 *   every such statement once it commits, and only then (a rollback takes its row with it).
 *   A reader that reads the stamp before the feed can never keep an older feed under a newer
 *   stamp. Like the kept counts (migration 1795800000100), writers only append, never wait
 *   on one another for a row; a writer that finds no other folding (advisory lock, tried,
 *   never waited for) folds the rows into one.
 * - `IDX_hydrants_not_operational`: the feed's hydrants in id order, without reading the
 *   operational ones.
 */
export class FeedStamp1796000001300 implements MigrationInterface {
  name = 'FeedStamp1796000001300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE TABLE "feed_changes" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "delta" bigint NOT NULL,
        CONSTRAINT "PK_feed_changes" PRIMARY KEY ("id")
      )`);
    await q(`INSERT INTO "feed_changes" (delta) VALUES (1)`);
    await q(`
      CREATE FUNCTION "feed_changes_bump"() RETURNS void
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      BEGIN
        INSERT INTO feed_changes (delta) VALUES (1);
        IF current_setting('transaction_isolation') <> 'read committed'
           OR NOT pg_try_advisory_xact_lock(hashtext('feed_changes')) THEN
          RETURN;
        END IF;
        WITH gone AS (DELETE FROM feed_changes RETURNING delta)
        INSERT INTO feed_changes (delta) SELECT sum(delta) FROM gone HAVING sum(delta) IS NOT NULL;
      END
      $$`);
    // Hydrants: only statements that write a row that is, or was, in the feed.
    await q(`
      CREATE FUNCTION "feed_changes_hydrants"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      BEGIN
        -- One branch per operation: a transition table exists only for the operations that have it.
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM feed_changes_bump();
        ELSIF TG_OP = 'INSERT' THEN
          IF EXISTS (SELECT 1 FROM new_rows WHERE status <> 'operational') THEN PERFORM feed_changes_bump(); END IF;
        ELSIF TG_OP = 'DELETE' THEN
          IF EXISTS (SELECT 1 FROM old_rows WHERE status <> 'operational') THEN PERFORM feed_changes_bump(); END IF;
        ELSIF EXISTS (SELECT 1 FROM new_rows WHERE status <> 'operational')
              OR EXISTS (SELECT 1 FROM old_rows WHERE status <> 'operational') THEN
          PERFORM feed_changes_bump();
        END IF;
        RETURN NULL;
      END
      $$`);
    // Out-of-service periods: every statement that writes one.
    await q(`
      CREATE FUNCTION "feed_changes_periods"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM feed_changes_bump();
        ELSIF TG_OP = 'DELETE' THEN
          IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM feed_changes_bump(); END IF;
        ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
          PERFORM feed_changes_bump();
        END IF;
        RETURN NULL;
      END
      $$`);
    for (const [table, prefix, fn] of [
      ['hydrants', 'TRG_hydrants_feed_changes', 'feed_changes_hydrants'],
      ['hydrant_out_of_service', 'TRG_hydrant_out_of_service_feed_changes', 'feed_changes_periods'],
    ]) {
      for (const [event, referencing] of [
        ['INSERT', 'REFERENCING NEW TABLE AS new_rows'],
        ['UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
        ['DELETE', 'REFERENCING OLD TABLE AS old_rows'],
        ['TRUNCATE', ''],
      ]) {
        await q(
          `CREATE TRIGGER "${prefix}_${event.toLowerCase()}" AFTER ${event} ON "${table}" ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION "${fn}"()`,
        );
      }
    }
    await q(`CREATE INDEX "IDX_hydrants_not_operational" ON "hydrants" ("id") WHERE "status" <> 'operational'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP INDEX "IDX_hydrants_not_operational"`);
    for (const [table, prefix] of [
      ['hydrants', 'TRG_hydrants_feed_changes'],
      ['hydrant_out_of_service', 'TRG_hydrant_out_of_service_feed_changes'],
    ]) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) await q(`DROP TRIGGER "${prefix}_${event}" ON "${table}"`);
    }
    for (const fn of ['feed_changes_periods()', 'feed_changes_hydrants()', 'feed_changes_bump()']) await q(`DROP FUNCTION ${fn}`);
    await q(`DROP TABLE "feed_changes"`);
  }
}
