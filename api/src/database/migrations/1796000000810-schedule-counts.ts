import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `schedule_day_counts`: maintenance schedules by scheduled day and status, kept like the
 * analytics' other counts (migration 1796000000800): deltas appended by statement-level
 * triggers with transition tables in the writing transaction, `sum(delta)` per key, the days a
 * writer touched folded into one row per key when no other writer is folding. The analytics'
 * schedule figures and the maintenance dashboard's counts (overdue, upcoming, in progress,
 * incomplete) sum a few thousand rows instead of reading every schedule.
 */
export class ScheduleCounts1796000000810 implements MigrationInterface {
  name = 'ScheduleCounts1796000000810';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE TABLE "schedule_day_counts" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "day" date NOT NULL,
        "status" varchar(20) NOT NULL,
        "delta" bigint NOT NULL,
        CONSTRAINT "PK_schedule_day_counts" PRIMARY KEY ("id")
      )`);
    await q(`CREATE INDEX "IDX_schedule_day_counts_day" ON "schedule_day_counts" ("day")`);
    await q(`
      CREATE FUNCTION "schedule_day_counts_compact"(keys date[]) RETURNS void
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      BEGIN
        IF keys IS NULL OR current_setting('transaction_isolation') <> 'read committed'
           OR NOT pg_try_advisory_xact_lock(hashtext('schedule_day_counts')) THEN
          RETURN;
        END IF;
        WITH gone AS (DELETE FROM schedule_day_counts WHERE day = ANY(keys) RETURNING day, status, delta)
        INSERT INTO schedule_day_counts (day, status, delta)
        SELECT day, status, sum(delta) FROM gone GROUP BY day, status HAVING sum(delta) <> 0;
      END
      $$`);
    const deltas = (rows: string) => `
      WITH added AS (
        INSERT INTO schedule_day_counts (day, status, delta)
        SELECT scheduled_date, status, sum(d) FROM (${rows}) c GROUP BY scheduled_date, status HAVING sum(d) <> 0
        RETURNING day)
      SELECT array_agg(DISTINCT day) INTO touched FROM added;`;
    await q(`
      CREATE FUNCTION "schedule_day_counts_track"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      DECLARE touched date[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM schedule_day_counts;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          ${deltas(`SELECT scheduled_date, status, 1 AS d FROM new_rows`)}
        ELSIF TG_OP = 'DELETE' THEN
          ${deltas(`SELECT scheduled_date, status, -1 AS d FROM old_rows`)}
        ELSE
          ${deltas(`SELECT scheduled_date, status, 1 AS d FROM new_rows UNION ALL SELECT scheduled_date, status, -1 FROM old_rows`)}
        END IF;
        PERFORM schedule_day_counts_compact(touched);
        RETURN NULL;
      END
      $$`);
    for (const [event, referencing] of [
      ['INSERT', 'REFERENCING NEW TABLE AS new_rows'],
      ['UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'REFERENCING OLD TABLE AS old_rows'],
      ['TRUNCATE', ''],
    ]) {
      await q(
        `CREATE TRIGGER "TRG_maintenance_schedules_day_counts_${event.toLowerCase()}" AFTER ${event} ON "maintenance_schedules"
           ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION "schedule_day_counts_track"()`,
      );
    }
    // The counts of the schedules already there (no write slips in between: the migration holds the table).
    await q(`LOCK TABLE "maintenance_schedules" IN SHARE ROW EXCLUSIVE MODE`);
    await q(`INSERT INTO "schedule_day_counts" (day, status, delta)
             SELECT scheduled_date, status, count(*) FROM maintenance_schedules GROUP BY 1, 2`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER "TRG_maintenance_schedules_day_counts_${event}" ON "maintenance_schedules"`);
    }
    await queryRunner.query(`DROP FUNCTION schedule_day_counts_track()`);
    await queryRunner.query(`DROP FUNCTION schedule_day_counts_compact(date[])`);
    await queryRunner.query(`DROP TABLE "schedule_day_counts"`);
  }
}
