import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (TOTP, RFC 6238) for local accounts. users.second_factor_enabled_at
 * says whether a user has a confirmed second factor (read with every session). The
 * authenticator secret lives in its own table, encrypted (AES-256-GCM, key derived from the
 * session secret) and never returned by the API once confirmed; the ten recovery codes are
 * stored as SHA-256 hashes, each usable once. Both tables carry the audit trigger; their
 * secret and hash columns are recorded as '[hidden]'.
 */
export class SecondFactor1796000000600 implements MigrationInterface {
  name = 'SecondFactor1796000000600';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "second_factor_enabled_at" timestamptz`);
    await queryRunner.query(`
      CREATE TABLE "user_second_factors" (
        "user_id" integer NOT NULL,
        "secret_ciphertext" text NOT NULL,
        "confirmed_at" timestamptz,
        "last_used_step" bigint,
        "version" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_user_second_factors" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_user_second_factors_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE "user_recovery_codes" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "code_hash" varchar(64) NOT NULL,
        "used_at" timestamptz,
        CONSTRAINT "PK_user_recovery_codes" PRIMARY KEY ("id"),
        CONSTRAINT "FK_user_recovery_codes_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_user_recovery_codes_user" ON "user_recovery_codes" ("user_id")`);
    await queryRunner.query(`SELECT audit_attach('user_second_factors')`);
    await queryRunner.query(`SELECT audit_attach('user_recovery_codes')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "user_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "user_second_factors"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "second_factor_enabled_at"`);
  }
}
