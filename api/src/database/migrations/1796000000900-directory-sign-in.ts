import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on through the site's OpenID Connect provider. A user signed in through it is
 * known by the provider's issuer and subject (the stable `sub` claim), never by a username
 * that a local account might share; the name and e-mail the provider reports are kept for
 * display and refreshed at each sign-in. Such a user has no password (password_hash null),
 * so the password sign-in can never reach the account.
 */
export class DirectorySignIn1796000000900 implements MigrationInterface {
  name = 'DirectorySignIn1796000000900';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ADD "oidc_issuer" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "oidc_subject" varchar(255)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "display_name" varchar(200)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "email" varchar(320)`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_oidc_identity" CHECK (("oidc_issuer" IS NULL) = ("oidc_subject" IS NULL))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_oidc_identity" ON "users" ("oidc_issuer", "oidc_subject") WHERE "oidc_subject" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_users_oidc_identity"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_oidc_identity"`);
    await queryRunner.query(`DELETE FROM "users" WHERE "password_hash" IS NULL`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "display_name"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "oidc_subject"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "oidc_issuer"`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "password_hash" SET NOT NULL`);
  }
}
