import { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns of a cell after its key, in table order (the trigger and the rebuild fill them alike). */
const COUNT_COLUMNS = [
  'n',
  'n_operational',
  'n_maintenance',
  'n_out_of_service',
  'n_aa',
  'n_a',
  'n_b',
  'n_c',
  'n_none',
  'sum_lat',
  'sum_lng',
];

/** NFPA 291 class of `flow_rate` (FLOW_CLASS_SQL's rule) as the cell column it counts in. */
const classIs = (column: string, cls: 'aa' | 'a' | 'b' | 'c' | 'none') =>
  ({
    aa: `${column} >= 1500`,
    a: `${column} >= 1000 AND ${column} < 1500`,
    b: `${column} >= 500 AND ${column} < 1000`,
    c: `${column} < 500`,
    none: `${column} IS NULL`,
  })[cls];

/** Signed sums over rows (lat, lng, status, flow_rate, sign): the cell deltas (the rebuild uses sign = 1). */
const SIGNED_SUMS = `sum(sign)::integer AS n,
  coalesce(sum(sign) FILTER (WHERE status = 'operational'), 0)::integer AS n_operational,
  coalesce(sum(sign) FILTER (WHERE status = 'maintenance'), 0)::integer AS n_maintenance,
  coalesce(sum(sign) FILTER (WHERE status = 'out-of-service'), 0)::integer AS n_out_of_service,
  coalesce(sum(sign) FILTER (WHERE ${classIs('flow_rate', 'aa')}), 0)::integer AS n_aa,
  coalesce(sum(sign) FILTER (WHERE ${classIs('flow_rate', 'a')}), 0)::integer AS n_a,
  coalesce(sum(sign) FILTER (WHERE ${classIs('flow_rate', 'b')}), 0)::integer AS n_b,
  coalesce(sum(sign) FILTER (WHERE ${classIs('flow_rate', 'c')}), 0)::integer AS n_c,
  coalesce(sum(sign) FILTER (WHERE ${classIs('flow_rate', 'none')}), 0)::integer AS n_none,
  sum(sign * lat) AS sum_lat, sum(sign * lng) AS sum_lng`;

const FLOW_RANK = (row: string) =>
  `CASE WHEN ${row}.flow_rate IS NULL THEN 0 WHEN ${row}.flow_rate >= 1500 THEN 4 WHEN ${row}.flow_rate >= 1000 THEN 3
        WHEN ${row}.flow_rate >= 500 THEN 2 ELSE 1 END`;

/**
 * The dashboard map at 1,000,000 hydrants. `hydrant_map_cells` holds, for every
 * Web-Mercator slippy-tile level 2..16 (the cells of a level are the tiles of that zoom),
 * how many hydrants lie in each non-empty cell, split by status and by NFPA flow class, with
 * the sums of their latitudes and longitudes (centroid = sum / n). GET /api/hydrants/map-view
 * answers a view's cells from the primary key instead of reading every hydrant.
 *
 * Kept exact by statement-level triggers with transition tables on hydrants: every INSERT,
 * UPDATE and DELETE (one hydrant or a bulk statement: CSV import, restore, bulk inspection)
 * adds its deltas in the same transaction, so a write shows on the map at once. The deltas
 * are grouped per cell first and upserted in key order (level, cx, cy), so two transactions
 * touching the same cells lock them in the same order and cannot deadlock; cells that fall to
 * zero are deleted. An UPDATE only counts rows whose position, status or flow class changed
 * (a bulk inspection that only sets last_inspection costs a join, no upsert). TRUNCATE
 * (restore) empties the cells. Bulk loaders that disable the trigger (the bench seed) call
 * hydrant_map_cells_rebuild() once after the load: level 16 from the hydrants, every coarser
 * level from the one below it.
 *
 * The tile of a point at level 16: x = floor((lng + 180) / 360 · 2^16), y = floor((1 −
 * asinh(tan φ) / π) / 2 · 2^16), the latitude clamped to Web Mercator's ±85.0511°; at level L
 * it is (x >> (16 − L), y >> (16 − L)). The functions pin search_path like every trigger
 * function here (migration 1795700000950).
 */
export class HydrantMapCells1795800000500 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "hydrant_map_cells" (
        "level" smallint NOT NULL,
        "cx" integer NOT NULL,
        "cy" integer NOT NULL,
        "n" integer NOT NULL,
        "n_operational" integer NOT NULL,
        "n_maintenance" integer NOT NULL,
        "n_out_of_service" integer NOT NULL,
        "n_aa" integer NOT NULL,
        "n_a" integer NOT NULL,
        "n_b" integer NOT NULL,
        "n_c" integer NOT NULL,
        "n_none" integer NOT NULL,
        "sum_lat" double precision NOT NULL,
        "sum_lng" double precision NOT NULL,
        CONSTRAINT "PK_hydrant_map_cells" PRIMARY KEY ("level", "cx", "cy")
      )`);
    // scalar SQL functions, so the planner inlines them into the aggregates
    await queryRunner.query(`
      CREATE FUNCTION "hydrant_map_x16"(lng double precision) RETURNS integer
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT least(65535, greatest(0, floor((lng + 180) / 360 * 65536)))::integer $$`);
    await queryRunner.query(`
      CREATE FUNCTION "hydrant_map_y16"(lat double precision) RETURNS integer
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT least(65535, greatest(0, floor(
        (1 - asinh(tan(radians(greatest(-85.0511287798, least(85.0511287798, lat))))) / pi()) / 2 * 65536)))::integer $$`);
    const columns = COUNT_COLUMNS.map((c) => `"${c}"`).join(', ');
    const add = COUNT_COLUMNS.map((c) => `"${c}" = c."${c}" + excluded."${c}"`).join(', ');
    const changed = COUNT_COLUMNS.map((c) => `d."${c}" <> 0`).join(' OR ');
    await queryRunner.query(`
      CREATE FUNCTION "hydrant_map_cells_track"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $fn$
      DECLARE
        src text;
      BEGIN
        -- the signed rows (lat, lng, status, flow_rate, sign) of this statement
        IF TG_OP = 'INSERT' THEN
          src := 'SELECT latitude AS lat, longitude AS lng, status, flow_rate, 1 AS sign FROM new_rows';
        ELSIF TG_OP = 'DELETE' THEN
          src := 'SELECT latitude AS lat, longitude AS lng, status, flow_rate, -1 AS sign FROM old_rows';
        ELSE
          src := 'SELECT x.* FROM new_rows n JOIN old_rows o ON o.id = n.id
            CROSS JOIN LATERAL (VALUES (o.latitude, o.longitude, o.status, o.flow_rate, -1),
                                       (n.latitude, n.longitude, n.status, n.flow_rate, 1)) AS x(lat, lng, status, flow_rate, sign)
            WHERE (n.latitude, n.longitude, n.status) IS DISTINCT FROM (o.latitude, o.longitude, o.status)
               OR ${FLOW_RANK('n').replace(/'/g, "''")} <> ${FLOW_RANK('o').replace(/'/g, "''")}';
        END IF;
        EXECUTE format($q$
          WITH r AS (%s),
          d AS (
            SELECT l.level::smallint AS level, hydrant_map_x16(r.lng) >> (16 - l.level) AS cx,
                   hydrant_map_y16(r.lat) >> (16 - l.level) AS cy, ${SIGNED_SUMS}
            FROM r CROSS JOIN generate_series(2, 16) AS l(level)
            GROUP BY 1, 2, 3
          )
          INSERT INTO hydrant_map_cells AS c (level, cx, cy, ${columns})
          SELECT * FROM d WHERE ${changed}
          ORDER BY level, cx, cy
          ON CONFLICT (level, cx, cy) DO UPDATE SET ${add}
        $q$, src);
        IF TG_OP <> 'INSERT' THEN
          -- only a hydrant leaving a cell can empty it
          EXECUTE format($q$
            DELETE FROM hydrant_map_cells c
            USING (SELECT DISTINCT l.level, hydrant_map_x16(r.lng) >> (16 - l.level) AS cx,
                          hydrant_map_y16(r.lat) >> (16 - l.level) AS cy
                   FROM (%s) r CROSS JOIN generate_series(2, 16) AS l(level) WHERE r.sign < 0) k
            WHERE c.level = k.level AND c.cx = k.cx AND c.cy = k.cy AND c.n = 0
          $q$, src);
        END IF;
        RETURN NULL;
      END
      $fn$`);
    for (const [op, ref] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(`
        CREATE TRIGGER "TRG_hydrants_map_cells_${op.toLowerCase()}" AFTER ${op} ON "hydrants"
          REFERENCING ${ref} FOR EACH STATEMENT EXECUTE FUNCTION "hydrant_map_cells_track"()`);
    }
    await queryRunner.query(`
      CREATE FUNCTION "hydrant_map_cells_truncate"() RETURNS trigger
        LANGUAGE plpgsql
        SET search_path = public
      AS $$ BEGIN TRUNCATE hydrant_map_cells; RETURN NULL; END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_hydrants_map_cells_truncate" AFTER TRUNCATE ON "hydrants"
        FOR EACH STATEMENT EXECUTE FUNCTION "hydrant_map_cells_truncate"()`);
    // every cell from scratch: level 16 from the hydrants, each coarser level from the one below
    const sums = COUNT_COLUMNS.map((c) => `sum("${c}")`).join(', ');
    await queryRunner.query(`
      CREATE FUNCTION "hydrant_map_cells_rebuild"() RETURNS void
        LANGUAGE plpgsql
        SET search_path = public
      AS $fn$
      BEGIN
        DELETE FROM hydrant_map_cells;
        INSERT INTO hydrant_map_cells (level, cx, cy, ${columns})
        SELECT 16, cx, cy, ${SIGNED_SUMS}
        FROM (SELECT hydrant_map_x16(longitude) AS cx, hydrant_map_y16(latitude) AS cy, latitude AS lat, longitude AS lng,
                     status, flow_rate, 1 AS sign FROM hydrants) r
        GROUP BY cx, cy;
        FOR lvl IN REVERSE 15..2 LOOP
          INSERT INTO hydrant_map_cells (level, cx, cy, ${columns})
          SELECT lvl, cx >> 1, cy >> 1, ${sums} FROM hydrant_map_cells WHERE level = lvl + 1 GROUP BY cx >> 1, cy >> 1;
        END LOOP;
      END
      $fn$`);
    await queryRunner.query(`SELECT hydrant_map_cells_rebuild()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_hydrants_map_cells_truncate" ON "hydrants"`);
    for (const op of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER "TRG_hydrants_map_cells_${op}" ON "hydrants"`);
    }
    await queryRunner.query(`DROP FUNCTION "hydrant_map_cells_rebuild"()`);
    await queryRunner.query(`DROP FUNCTION "hydrant_map_cells_truncate"()`);
    await queryRunner.query(`DROP FUNCTION "hydrant_map_cells_track"()`);
    await queryRunner.query(`DROP FUNCTION "hydrant_map_y16"(double precision)`);
    await queryRunner.query(`DROP FUNCTION "hydrant_map_x16"(double precision)`);
    await queryRunner.query(`DROP TABLE "hydrant_map_cells"`);
  }
}
