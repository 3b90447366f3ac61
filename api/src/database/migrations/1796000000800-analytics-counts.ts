import { MigrationInterface, QueryRunner } from 'typeorm';

/** NFPA 291 class of a flow rate, as the analytics count it ('unknown' when none). */
const FLOW_CLASS = (row: string) =>
  `CASE WHEN ${row}.flow_rate IS NULL THEN 'unknown' WHEN ${row}.flow_rate >= 1500 THEN 'AA' WHEN ${row}.flow_rate >= 1000 THEN 'A'
        WHEN ${row}.flow_rate >= 500 THEN 'B' ELSE 'C' END`;

/** The key of a hydrant in hydrant_analytics_counts (the integrity checks' conditions, never null). */
const HYDRANT_KEY = (row: string) => `${row}.area, ${row}.status, ${FLOW_CLASS(row)} AS flow_class,
  ${row}.last_inspection IS NOT NULL AS inspected,
  coalesce(${row}.pressure < 0 OR ${row}.pressure > 400 OR ${row}.flow_rate < 0 OR ${row}.flow_rate > 20000, false) AS bad_readings,
  coalesce(btrim(${row}.hydrant_id) = '' OR btrim(${row}.address) = '' OR btrim(${row}.area) = '', false) AS blank_fields`;
const HYDRANT_KEY_COLUMNS = 'area, status, flow_class, inspected, bad_readings, blank_fields';

/** History records of hydrant `row` on the day `day` that are inspections. */
const INSPECTIONS_ON = (row: string, day: string) =>
  `(SELECT count(*) FROM maintenance_history m
     WHERE m.hydrant_id = ${row}.id AND m.completed_date = ${day} AND m.maintenance_type = 'inspection')`;

/** The inspections of one day, as the analytics chart counts them, from scratch (the migration and TRUNCATE). */
const INSPECTION_DAYS_RECOUNT = `SELECT day, count(*) FROM (
    SELECT last_inspection AS day FROM hydrants WHERE last_inspection IS NOT NULL
    UNION ALL
    SELECT m.completed_date FROM maintenance_history m LEFT JOIN hydrants h ON h.id = m.hydrant_id
    WHERE m.maintenance_type = 'inspection' AND m.completed_date IS DISTINCT FROM h.last_inspection) d
  GROUP BY day`;

/** A compaction of delta rows `table` for the keys `keyColumn = ANY(keys)` (see the class comment). */
const compactFunction = (table: string, columns: string, keyColumn: string, keyType: string) => `
  CREATE FUNCTION "${table}_compact"(keys ${keyType}[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path = public
  AS $$
  BEGIN
    IF keys IS NULL OR current_setting('transaction_isolation') <> 'read committed'
       OR NOT pg_try_advisory_xact_lock(hashtext('${table}')) THEN
      RETURN;
    END IF;
    WITH gone AS (DELETE FROM ${table} WHERE ${keyColumn} = ANY(keys) RETURNING ${columns}, delta)
    INSERT INTO ${table} (${columns}, delta)
    SELECT ${columns}, sum(delta) FROM gone GROUP BY ${columns} HAVING sum(delta) <> 0;
  END
  $$`;

/**
 * Maintained aggregates of the Analytics screen, the maintenance dashboard and the alert
 * counters, so none of them reads a million rows:
 *
 * - `hydrant_analytics_counts`: hydrants by area, status, NFPA flow class, inspected or not and
 *   the two row-level integrity checks (implausible readings, blank fields).
 * - `inspection_day_counts`: the analytics' inspections per day: every hydrant's last
 *   inspection, plus every inspection history record on another day than its hydrant's last
 *   inspection (that one is the hydrant's own).
 * - `history_day_counts`: maintenance history records by completion day, type and status.
 * - `alert_open_counts`: open (unacknowledged) alerts by type and priority.
 *
 * Like `hydrant_status_counts`, each holds deltas appended by statement-level triggers with
 * transition tables (one INSERT of a few grouped rows per statement, whatever its size), so
 * every write path keeps them exact in its own transaction: the API, bulk inspection, imports,
 * restores, seeds, raw SQL; a rollback takes its deltas with it. The figure is `sum(delta)` per
 * key. A writer that finds no other compacting (advisory lock, tried, never waited for) folds
 * the rows of the keys it touched (areas, days, alert types) into one per key. An index lets
 * the average response to alerts read the last 60 days' acknowledgements from the index alone.
 *
 * The inspections per day depend on both tables, so:
 * - an inspection record written or deleted looks up its hydrant's last inspection, and locks
 *   that hydrant (FOR NO KEY UPDATE, what an update of it takes anyway) so that a concurrent
 *   change of the last inspection waits for it and then counts it;
 * - a hydrant whose last inspection moves re-counts its records on the old and the new day;
 * - a deleted hydrant's records go by cascade after the hydrant, when it can no longer be
 *   looked up: they are taken off as if counted, and a row trigger before the delete gives
 *   back those on the hydrant's last-inspection day (which were not counted).
 * TRUNCATE of hydrants or history recounts (a restore truncates both, so it counts nothing).
 */
export class AnalyticsCounts1796000000800 implements MigrationInterface {
  name = 'AnalyticsCounts1796000000800';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE TABLE "hydrant_analytics_counts" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "area" varchar(200) NOT NULL,
        "status" varchar(20) NOT NULL,
        "flow_class" varchar(10) NOT NULL,
        "inspected" boolean NOT NULL,
        "bad_readings" boolean NOT NULL,
        "blank_fields" boolean NOT NULL,
        "delta" bigint NOT NULL,
        CONSTRAINT "PK_hydrant_analytics_counts" PRIMARY KEY ("id")
      )`);
    await q(`CREATE INDEX "IDX_hydrant_analytics_counts_area" ON "hydrant_analytics_counts" ("area")`);
    await q(`
      CREATE TABLE "inspection_day_counts" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "day" date NOT NULL,
        "delta" bigint NOT NULL,
        CONSTRAINT "PK_inspection_day_counts" PRIMARY KEY ("id")
      )`);
    await q(`CREATE INDEX "IDX_inspection_day_counts_day" ON "inspection_day_counts" ("day")`);
    await q(`
      CREATE TABLE "history_day_counts" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "day" date NOT NULL,
        "maintenance_type" varchar(20) NOT NULL,
        "status" varchar(20) NOT NULL,
        "delta" bigint NOT NULL,
        CONSTRAINT "PK_history_day_counts" PRIMARY KEY ("id")
      )`);
    await q(`CREATE INDEX "IDX_history_day_counts_day" ON "history_day_counts" ("day")`);
    await q(`
      CREATE TABLE "alert_open_counts" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "alert_type" varchar(30) NOT NULL,
        "priority" varchar(10) NOT NULL,
        "delta" bigint NOT NULL,
        CONSTRAINT "PK_alert_open_counts" PRIMARY KEY ("id")
      )`);
    await q(compactFunction('hydrant_analytics_counts', HYDRANT_KEY_COLUMNS, 'area', 'varchar'));
    await q(compactFunction('inspection_day_counts', 'day', 'day', 'date'));
    await q(compactFunction('history_day_counts', 'day, maintenance_type, status', 'day', 'date'));
    await q(compactFunction('alert_open_counts', 'alert_type, priority', 'alert_type', 'varchar'));

    // Hydrants by area, status, class, inspected, integrity.
    const hydrantDeltas = (rows: string) => `
      WITH added AS (
        INSERT INTO hydrant_analytics_counts (${HYDRANT_KEY_COLUMNS}, delta)
        SELECT ${HYDRANT_KEY_COLUMNS}, sum(d) FROM (${rows}) c GROUP BY ${HYDRANT_KEY_COLUMNS} HAVING sum(d) <> 0
        RETURNING area)
      SELECT array_agg(DISTINCT area) INTO touched FROM added;`;
    await q(`
      CREATE FUNCTION "hydrant_analytics_counts_track"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      DECLARE touched varchar[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM hydrant_analytics_counts;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          ${hydrantDeltas(`SELECT ${HYDRANT_KEY('n')}, 1 AS d FROM new_rows n`)}
        ELSIF TG_OP = 'DELETE' THEN
          ${hydrantDeltas(`SELECT ${HYDRANT_KEY('o')}, -1 AS d FROM old_rows o`)}
        ELSE
          ${hydrantDeltas(`SELECT ${HYDRANT_KEY('n')}, 1 AS d FROM new_rows n UNION ALL SELECT ${HYDRANT_KEY('o')}, -1 FROM old_rows o`)}
        END IF;
        PERFORM hydrant_analytics_counts_compact(touched);
        RETURN NULL;
      END
      $$`);

    // Inspections per day: the hydrants' side.
    const dayDeltas = (rows: string) => `
      WITH added AS (
        INSERT INTO inspection_day_counts (day, delta)
        SELECT day, sum(d) FROM (${rows}) c GROUP BY day HAVING sum(d) <> 0
        RETURNING day)
      SELECT array_agg(DISTINCT day) INTO touched FROM added;`;
    await q(`
      CREATE FUNCTION "inspection_day_counts_rebuild"() RETURNS void
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      BEGIN
        DELETE FROM inspection_day_counts;
        INSERT INTO inspection_day_counts (day, delta) ${INSPECTION_DAYS_RECOUNT};
      END
      $$`);
    await q(`
      CREATE FUNCTION "inspection_day_counts_hydrants"() RETURNS trigger
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
          ${dayDeltas(`
            SELECT o.last_inspection AS day, ${INSPECTIONS_ON('o', 'o.last_inspection')} - 1 AS d
              FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
             WHERE o.last_inspection IS NOT NULL AND (n.id IS NULL OR n.last_inspection IS DISTINCT FROM o.last_inspection)
            UNION ALL
            SELECT n.last_inspection, 1 - ${INSPECTIONS_ON('n', 'n.last_inspection')}
              FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
             WHERE n.last_inspection IS NOT NULL AND (o.id IS NULL OR o.last_inspection IS DISTINCT FROM n.last_inspection)`)}
        END IF;
        PERFORM inspection_day_counts_compact(touched);
        RETURN NULL;
      END
      $$`);
    await q(`
      CREATE FUNCTION "inspection_day_counts_hydrant_gone"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      BEGIN
        INSERT INTO inspection_day_counts (day, delta)
        SELECT OLD.last_inspection, n FROM (SELECT ${INSPECTIONS_ON('OLD', 'OLD.last_inspection')} AS n) c WHERE n > 0;
        RETURN OLD;
      END
      $$`);

    // Inspections per day: the history's side.
    const counted = (rows: string, sign: number) =>
      `SELECT r.completed_date AS day, ${sign} AS d FROM ${rows} r LEFT JOIN hydrants h ON h.id = r.hydrant_id
        WHERE r.maintenance_type = 'inspection' AND r.completed_date IS DISTINCT FROM h.last_inspection`;
    const lock = (...tables: string[]) =>
      `PERFORM 1 FROM hydrants WHERE id IN (${tables.map((rows) => `SELECT hydrant_id FROM ${rows} WHERE maintenance_type = 'inspection'`).join(' UNION ')})
        ORDER BY id FOR NO KEY UPDATE;`;
    await q(`
      CREATE FUNCTION "inspection_day_counts_history"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      DECLARE touched date[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM inspection_day_counts_rebuild();
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          ${lock('new_rows')}
          ${dayDeltas(counted('new_rows', 1))}
        ELSIF TG_OP = 'DELETE' THEN
          ${lock('old_rows')}
          ${dayDeltas(counted('old_rows', -1))}
        ELSE
          ${lock('new_rows', 'old_rows')}
          ${dayDeltas(`${counted('new_rows', 1)} UNION ALL ${counted('old_rows', -1)}`)}
        END IF;
        PERFORM inspection_day_counts_compact(touched);
        RETURN NULL;
      END
      $$`);

    // History records by completion day, type and status.
    const historyDeltas = (rows: string) => `
      WITH added AS (
        INSERT INTO history_day_counts (day, maintenance_type, status, delta)
        SELECT completed_date, maintenance_type, status, sum(d) FROM (${rows}) c
        GROUP BY completed_date, maintenance_type, status HAVING sum(d) <> 0
        RETURNING day)
      SELECT array_agg(DISTINCT day) INTO touched FROM added;`;
    await q(`
      CREATE FUNCTION "history_day_counts_track"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      DECLARE touched date[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM history_day_counts;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          ${historyDeltas(`SELECT completed_date, maintenance_type, status, 1 AS d FROM new_rows`)}
        ELSIF TG_OP = 'DELETE' THEN
          ${historyDeltas(`SELECT completed_date, maintenance_type, status, -1 AS d FROM old_rows`)}
        ELSE
          ${historyDeltas(`SELECT completed_date, maintenance_type, status, 1 AS d FROM new_rows
                           UNION ALL SELECT completed_date, maintenance_type, status, -1 FROM old_rows`)}
        END IF;
        PERFORM history_day_counts_compact(touched);
        RETURN NULL;
      END
      $$`);

    // Open alerts by type and priority.
    const alertDeltas = (rows: string) => `
      WITH added AS (
        INSERT INTO alert_open_counts (alert_type, priority, delta)
        SELECT alert_type, priority, sum(d) FROM (${rows}) c GROUP BY alert_type, priority HAVING sum(d) <> 0
        RETURNING alert_type)
      SELECT array_agg(DISTINCT alert_type) INTO touched FROM added;`;
    await q(`
      CREATE FUNCTION "alert_open_counts_track"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$
      DECLARE touched varchar[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM alert_open_counts;
          RETURN NULL;
        ELSIF TG_OP = 'INSERT' THEN
          ${alertDeltas(`SELECT alert_type, priority, 1 AS d FROM new_rows WHERE NOT acknowledged`)}
        ELSIF TG_OP = 'DELETE' THEN
          ${alertDeltas(`SELECT alert_type, priority, -1 AS d FROM old_rows WHERE NOT acknowledged`)}
        ELSE
          ${alertDeltas(`SELECT alert_type, priority, 1 AS d FROM new_rows WHERE NOT acknowledged
                         UNION ALL SELECT alert_type, priority, -1 FROM old_rows WHERE NOT acknowledged`)}
        END IF;
        PERFORM alert_open_counts_compact(touched);
        RETURN NULL;
      END
      $$`);

    for (const [table, prefix, fn] of [
      ['hydrants', 'TRG_hydrants_analytics', 'hydrant_analytics_counts_track'],
      ['hydrants', 'TRG_hydrants_inspection_days', 'inspection_day_counts_hydrants'],
      ['maintenance_history', 'TRG_maintenance_history_inspection_days', 'inspection_day_counts_history'],
      ['maintenance_history', 'TRG_maintenance_history_day_counts', 'history_day_counts_track'],
      ['alerts', 'TRG_alerts_open_counts', 'alert_open_counts_track'],
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
    await q(`
      CREATE TRIGGER "TRG_hydrants_inspection_days_gone" BEFORE DELETE ON "hydrants"
        FOR EACH ROW WHEN (OLD.last_inspection IS NOT NULL) EXECUTE FUNCTION "inspection_day_counts_hydrant_gone"()`);

    // The figures of what is already there (no write slips in between: the migration holds the tables).
    await q(`LOCK TABLE "hydrants", "maintenance_history", "alerts" IN SHARE ROW EXCLUSIVE MODE`);
    await q(`INSERT INTO "hydrant_analytics_counts" (${HYDRANT_KEY_COLUMNS}, delta)
             SELECT ${HYDRANT_KEY_COLUMNS}, count(*) FROM (SELECT ${HYDRANT_KEY('h')} FROM hydrants h) c GROUP BY ${HYDRANT_KEY_COLUMNS}`);
    await q(`INSERT INTO "inspection_day_counts" (day, delta) ${INSPECTION_DAYS_RECOUNT}`);
    await q(`INSERT INTO "alert_open_counts" (alert_type, priority, delta)
             SELECT alert_type, priority, count(*) FROM alerts WHERE NOT acknowledged GROUP BY alert_type, priority`);
    await q(`INSERT INTO "history_day_counts" (day, maintenance_type, status, delta)
             SELECT completed_date, maintenance_type, status, count(*) FROM maintenance_history GROUP BY 1, 2, 3`);
    // The average response to alerts reads the acknowledgements of the last 60 days from the index alone.
    await q(`CREATE INDEX "IDX_alerts_acknowledged_response" ON "alerts" ("acknowledged_at", "created_at", "acknowledged_by")
             WHERE "acknowledged"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP INDEX "IDX_alerts_acknowledged_response"`);
    await q(`DROP TRIGGER "TRG_hydrants_inspection_days_gone" ON "hydrants"`);
    for (const [table, prefix] of [
      ['hydrants', 'TRG_hydrants_analytics'],
      ['hydrants', 'TRG_hydrants_inspection_days'],
      ['maintenance_history', 'TRG_maintenance_history_inspection_days'],
      ['maintenance_history', 'TRG_maintenance_history_day_counts'],
      ['alerts', 'TRG_alerts_open_counts'],
    ]) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) await q(`DROP TRIGGER "${prefix}_${event}" ON "${table}"`);
    }
    for (const fn of [
      'alert_open_counts_track()',
      'history_day_counts_track()',
      'inspection_day_counts_history()',
      'inspection_day_counts_hydrant_gone()',
      'inspection_day_counts_hydrants()',
      'inspection_day_counts_rebuild()',
      'hydrant_analytics_counts_track()',
      'alert_open_counts_compact(varchar[])',
      'history_day_counts_compact(date[])',
      'inspection_day_counts_compact(date[])',
      'hydrant_analytics_counts_compact(varchar[])',
    ]) {
      await q(`DROP FUNCTION ${fn}`);
    }
    for (const table of ['alert_open_counts', 'history_day_counts', 'inspection_day_counts', 'hydrant_analytics_counts'])
      await q(`DROP TABLE "${table}"`);
  }
}
