import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The GiST index on point(longitude, latitude) carries id and the coordinates too, so a box
 * (OGC API – Features, the map) finds its hydrants' ids from the index alone: a city's tens of
 * thousands of hydrants lie on as many heap pages, and a page of 1,000 then reads only its own.
 * It replaces the plain one (same key: every query that used it uses this one).
 */
export class HydrantPointCover1796000001310 implements MigrationInterface {
  name = 'HydrantPointCover1796000001310';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_hydrants_point_cover" ON "hydrants" USING GiST (point("longitude", "latitude")) INCLUDE ("id", "longitude", "latitude")`,
    );
    await queryRunner.query(`DROP INDEX "IDX_hydrants_point"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_hydrants_point" ON "hydrants" USING GiST (point("longitude", "latitude"))`);
    await queryRunner.query(`DROP INDEX "IDX_hydrants_point_cover"`);
  }
}
