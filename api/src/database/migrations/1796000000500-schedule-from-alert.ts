import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Schedule maintenance' on an alert: the schedule it makes names that alert, so the
 * schedule links back to it. The link goes (the column becomes null) when the alert is deleted.
 */
export class ScheduleFromAlert1796000000500 implements MigrationInterface {
  name = 'ScheduleFromAlert1796000000500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "maintenance_schedules" ADD "alert_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "maintenance_schedules" ADD CONSTRAINT "FK_maintenance_schedules_alert"
         FOREIGN KEY ("alert_id") REFERENCES "alerts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_maintenance_schedules_alert" ON "maintenance_schedules" ("alert_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_maintenance_schedules_alert"`);
    await queryRunner.query(`ALTER TABLE "maintenance_schedules" DROP CONSTRAINT "FK_maintenance_schedules_alert"`);
    await queryRunner.query(`ALTER TABLE "maintenance_schedules" DROP COLUMN "alert_id"`);
  }
}
