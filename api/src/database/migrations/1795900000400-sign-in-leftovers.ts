import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Small leftovers of the sign-in work:
 * - The audit trail shows users.must_change_password: audit_attach hid every column whose
 *   name contains 'password', this flag too, though it is no secret. audit_attach now
 *   leaves it visible, and the users table is attached again.
 * - A hydrant added as not operational, or a non-operational hydrant deleted, notifies like
 *   a status change (the update trigger only saw changes of an existing row): an insert is
 *   an 'out-of-service' event from status 'new', a delete a 'back-in-service' event (the
 *   hydrant leaves the out-of-service list) to status 'removed'. A restore (which turns
 *   hydrant.audit off for its transaction) sends nothing.
 */
export class SignInLeftovers1795900000400 implements MigrationInterface {
  name = 'SignInLeftovers1795900000400';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(attachFunction(`AND column_name <> 'must_change_password'`));
    await queryRunner.query(`SELECT audit_attach('users')`);
    await queryRunner.query(`
      CREATE FUNCTION hydrant_added_or_removed_notify() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
      DECLARE
        h hydrants;
        ev text;
        from_status text;
        to_status text;
      BEGIN
        IF current_setting('hydrant.audit', true) = 'off' THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          h := NEW; ev := 'out-of-service'; from_status := 'new'; to_status := NEW.status;
        ELSE
          h := OLD; ev := 'back-in-service'; from_status := OLD.status; to_status := 'removed';
        END IF;
        INSERT INTO notification_deliveries (event, hydrant_id, payload, target_id)
        SELECT ev, h.id,
               jsonb_build_object('id', h.id, 'hydrantId', h.hydrant_id, 'address', h.address,
                 'latitude', h.latitude, 'longitude', h.longitude, 'fromStatus', from_status,
                 'toStatus', to_status,
                 'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
               t.id
          FROM notification_targets t;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER "hydrants_added_notify" AFTER INSERT ON "hydrants"
       FOR EACH ROW WHEN (NEW.status <> 'operational') EXECUTE FUNCTION hydrant_added_or_removed_notify()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "hydrants_removed_notify" AFTER DELETE ON "hydrants"
       FOR EACH ROW WHEN (OLD.status <> 'operational') EXECUTE FUNCTION hydrant_added_or_removed_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "hydrants_removed_notify" ON "hydrants"`);
    await queryRunner.query(`DROP TRIGGER "hydrants_added_notify" ON "hydrants"`);
    await queryRunner.query(`DROP FUNCTION hydrant_added_or_removed_notify()`);
    await queryRunner.query(attachFunction(''));
    await queryRunner.query(`SELECT audit_attach('users')`);
  }
}

/** audit_attach as migration 1795700000900 made it, with `extra` added to the rule that picks the hidden columns. */
function attachFunction(extra: string): string {
  return `
      CREATE OR REPLACE FUNCTION audit_attach(tbl text, hidden text[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        pk text;
        hide text[];
        args text;
      BEGIN
        SELECT string_agg(a.attname, ',' ORDER BY k.ord) INTO pk
        FROM pg_index i
        CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = tbl::regclass AND i.indisprimary;
        SELECT coalesce(array_agg(column_name::text ORDER BY ordinal_position), '{}') INTO hide
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = tbl
          AND (data_type = 'bytea' OR column_name ~ '(password|secret|token|hash)') ${extra};
        hide := hide || hidden;
        args := quote_literal(coalesce(pk, ''))
          || coalesce((SELECT string_agg(', ' || quote_literal(h), '') FROM unnest(hide) h), '');
        EXECUTE format('DROP TRIGGER IF EXISTS audit_insert ON %I', tbl);
        EXECUTE format('DROP TRIGGER IF EXISTS audit_update ON %I', tbl);
        EXECUTE format('DROP TRIGGER IF EXISTS audit_delete ON %I', tbl);
        EXECUTE format('CREATE TRIGGER audit_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
          'FOR EACH STATEMENT EXECUTE FUNCTION audit_record(%s)', tbl, args);
        EXECUTE format('CREATE TRIGGER audit_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
          'FOR EACH STATEMENT EXECUTE FUNCTION audit_record(%s)', tbl, args);
        EXECUTE format('CREATE TRIGGER audit_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
          'FOR EACH STATEMENT EXECUTE FUNCTION audit_record(%s)', tbl, args);
      END $$`;
}
