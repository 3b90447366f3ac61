import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lost updates: hydrants and zones carry a version (1 at creation, +1 on every
 * write) so a write based on an older version is refused (409). A constant default
 * makes ADD COLUMN instant on a large registry (no table rewrite); existing rows start at 1.
 */
export class RecordVersions1795500000700 implements MigrationInterface {
  name = 'RecordVersions1795500000700';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "hydrants" ADD COLUMN "version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "zones" ADD COLUMN "version" integer NOT NULL DEFAULT 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "zones" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "hydrants" DROP COLUMN "version"`);
  }
}
