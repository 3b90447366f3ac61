import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit and notification trigger functions name their tables unqualified. PostgreSQL
 * 17+ runs maintenance (VACUUM, REINDEX, ...) with a restricted search_path, and a write
 * made under one would fail with `relation "audit_log" does not exist`. Like the hydrants'
 * own trigger, they pin `search_path = public`.
 */
export class TriggerSearchPath1795700000950 implements MigrationInterface {
  private readonly functions = ['audit_record()', 'audit_log_refuse()', 'hydrant_status_notify()'];

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const fn of this.functions) await queryRunner.query(`ALTER FUNCTION ${fn} SET search_path = public`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const fn of this.functions) await queryRunner.query(`ALTER FUNCTION ${fn} RESET search_path`);
  }
}
