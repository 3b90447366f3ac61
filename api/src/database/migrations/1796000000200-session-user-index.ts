import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions are looked up by their user (the account page lists a user's sessions; a
 * password change, a disabled user or an administrator ends them): an index on the user
 * id that passport stores in the session's JSON, in exactly the expression the queries use.
 */
export class SessionUserIndex1796000000200 implements MigrationInterface {
  name = 'SessionUserIndex1796000000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_session_user_id" ON "session" ((sess -> 'passport' -> 'user' ->> 'userId'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_session_user_id"`);
  }
}
