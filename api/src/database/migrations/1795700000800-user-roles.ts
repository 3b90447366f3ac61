import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users and roles (DECISIONS §12): each user has a role (viewer < inspector <
 * officer < admin), can be disabled, can be made to choose a new password at next
 * sign-in, and carries a version for optimistic locking (409 on a stale write). Users
 * that exist before this migration could do everything, so they become admins; new
 * users default to the least role.
 */
export class UserRoles1795700000800 implements MigrationInterface {
  name = 'UserRoles1795700000800';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "role" varchar(20) NOT NULL DEFAULT 'admin'`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'viewer'`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN ('viewer', 'inspector', 'officer', 'admin'))`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "disabled" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "must_change_password" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "updated_at" timestamptz NOT NULL DEFAULT now()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "must_change_password"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "disabled"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "role"`);
  }
}
