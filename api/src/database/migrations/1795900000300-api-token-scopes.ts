import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API tokens carry scopes (DECISIONS §16): `feed` reads the out-of-service feed, `gis:read`
 * the OGC API – Features collections. No scope writes. Tokens made before keep `feed`.
 * Also btree indexes on longitude and latitude, so the OGC collection's extent (min/max of
 * each) is four index look-ups instead of a scan of the registry.
 */
export class ApiTokenScopes1795900000300 implements MigrationInterface {
  name = 'ApiTokenScopes1795900000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_tokens" ADD "scopes" character varying(20) array NOT NULL DEFAULT '{feed}'`);
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") >= 1 AND "scopes" <@ ARRAY['feed', 'gis:read']::varchar[])`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_hydrants_longitude" ON "hydrants" ("longitude")`);
    await queryRunner.query(`CREATE INDEX "IDX_hydrants_latitude" ON "hydrants" ("latitude")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_hydrants_latitude"`);
    await queryRunner.query(`DROP INDEX "IDX_hydrants_longitude"`);
    await queryRunner.query(`ALTER TABLE "api_tokens" DROP CONSTRAINT "CHK_api_tokens_scopes"`);
    await queryRunner.query(`ALTER TABLE "api_tokens" DROP COLUMN "scopes"`);
  }
}
