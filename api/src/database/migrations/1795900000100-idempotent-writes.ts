import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows are work done in the field: they keep the field time beside created_at (when it reached the server). */
export const FIELD_TIME_TABLES = ['maintenance_history', 'flow_tests', 'hydrant_photos', 'maintenance_history_photos'] as const;

/**
 * Offline writes (DECISIONS §15).
 *
 * - `idempotency_keys`: one row per (user, Idempotency-Key) of a write that succeeded, with
 *   what identifies the request (method, path, a hash of the body) and the answer to replay
 *   (status, the headers that matter, the body). The row is inserted in the write's own
 *   transaction (api/src/idempotency), so the primary key makes a concurrent second send
 *   wait for the first and never write twice, and a crash leaves neither the row nor the
 *   write. Bookkeeping, not product data: no audit trigger, not backed up; purged after the
 *   retention period by `created_at`.
 * - `field_time` on the field tables: when the work was done, as the device said
 *   (X-Field-Time). Recorded, never used for ordering. A BEFORE INSERT trigger fills it from
 *   the connection setting `hydrant.field_time` (set per request by the API, like the audit
 *   actor), so every insert path of a request records it, and refuses a field time more than
 *   5 minutes before the hydrant was registered (SQLSTATE 22007, message 'Field time ...').
 */
export class IdempotentWrites1795900000100 implements MigrationInterface {
  name = 'IdempotentWrites1795900000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "idempotency_keys" (
        "user_id" integer NOT NULL,
        "key" varchar(200) NOT NULL,
        "method" varchar(10) NOT NULL,
        "path" text NOT NULL,
        "fingerprint" varchar(64) NOT NULL,
        "status_code" smallint,
        "headers" jsonb NOT NULL DEFAULT '{}',
        "body" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("user_id", "key"),
        CONSTRAINT "FK_idempotency_keys_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_idempotency_keys_created_at" ON "idempotency_keys" ("created_at")`);

    for (const table of FIELD_TIME_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "field_time" timestamptz`);
    }
    await queryRunner.query(`
      CREATE FUNCTION field_time_stamp() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
      DECLARE
        given text := nullif(current_setting('hydrant.field_time', true), '');
        registered timestamptz;
      BEGIN
        IF given IS NULL THEN
          RETURN NEW;
        END IF;
        NEW.field_time := coalesce(NEW.field_time, given::timestamptz);
        IF TG_TABLE_NAME IN ('maintenance_history', 'flow_tests', 'hydrant_photos') THEN
          SELECT created_at INTO registered FROM hydrants WHERE id = NEW.hydrant_id;
          -- A hydrant registered in this very transaction (a new hydrant with its photos) is not checked.
          IF registered < now() AND NEW.field_time < registered - interval '5 minutes' THEN
            RAISE EXCEPTION 'Field time is before the hydrant was registered (%)',
              to_char(registered AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
              USING ERRCODE = 'invalid_datetime_format', HINT = 'field-time';
          END IF;
        END IF;
        RETURN NEW;
      END $$`);
    for (const table of FIELD_TIME_TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER field_time_stamp BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION field_time_stamp()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of FIELD_TIME_TABLES) {
      await queryRunner.query(`DROP TRIGGER field_time_stamp ON "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "field_time"`);
    }
    await queryRunner.query(`DROP FUNCTION field_time_stamp()`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
