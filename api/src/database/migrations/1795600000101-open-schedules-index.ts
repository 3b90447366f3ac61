import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The overdue and upcoming lists and counts read the schedules still to be done
 * (status scheduled or overdue) by date. A partial index holds exactly those, in that
 * order, so a registry with years of completed schedules does not walk them.
 */
export class OpenSchedulesIndex1795600000101 implements MigrationInterface {
  name = 'OpenSchedulesIndex1795600000101';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_maintenance_schedules_open_date" ON "maintenance_schedules" ("scheduled_date", "id")
       WHERE "status" IN ('scheduled', 'overdue')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_maintenance_schedules_open_date"`);
  }
}
