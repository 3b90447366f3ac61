import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { UsersService } from './users.service.js';

/** Advisory lock id serialising first-administrator creation across API processes. */
const FIRST_ADMIN_LOCK_ID = 7_314_210;

export interface FirstAdminResult {
  username: string;
  /** The generated password, when one was generated (printed once). */
  generatedPassword?: string;
}

/** Draws a box around lines for the console (plain ASCII, so any terminal shows it). */
export function boxed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n');
}

/**
 * Creates the first administrator when the users table is empty: from ADMIN_USERNAME /
 * ADMIN_PASSWORD when both are set, else "admin" with a random password printed once on
 * stdout. Runs under an advisory lock and inserts with ON CONFLICT, so two processes
 * starting together create exactly one. Existing users are never touched.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureFirstAdmin();
  }

  async ensureFirstAdmin(): Promise<FirstAdminResult | null> {
    if ((await this.users.count()) > 0) return null;
    const { adminUsername, adminPassword } = this.config;
    const fromEnv = Boolean(adminUsername && adminPassword);
    if (!fromEnv && (adminUsername || adminPassword)) {
      this.logger.warn('ADMIN_USERNAME and ADMIN_PASSWORD must be set together; ignoring them and generating a password');
    }
    const username = fromEnv ? adminUsername! : 'admin';
    const password = fromEnv ? adminPassword! : randomBytes(18).toString('base64url');
    const hash = await this.users.hashPassword(password);

    const created = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK_ID]);
      const [{ count }] = await manager.query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM users');
      if (count > 0) return false;
      const rows = await manager.query<unknown[]>(
        "INSERT INTO users (username, password_hash, role) VALUES ($1, $2, 'admin') ON CONFLICT (username) DO NOTHING RETURNING id",
        [username, hash],
      );
      return rows.length === 1;
    });
    if (!created) return null;

    if (fromEnv) {
      this.logger.log(`Created the first administrator "${username}" from ADMIN_USERNAME/ADMIN_PASSWORD`);
      return { username };
    }
    this.logger.warn(`Created the first administrator "${username}" with a generated password (shown once on the console)`);
    process.stdout.write(
      `\n${boxed([
        'FIRST ADMINISTRATOR ACCOUNT CREATED',
        '',
        `  Username: ${username}`,
        `  Password: ${password}`,
        '',
        'Write this password down now: it will NOT be shown again.',
        'Set ADMIN_USERNAME and ADMIN_PASSWORD before the first start to choose your own.',
      ])}\n\n`,
    );
    return { username, generatedPassword: password };
  }
}
