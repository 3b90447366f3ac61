import { ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { embeddedPostgresSettings } from '../src/database/embedded-postgres.js';
import { freePort } from './global-setup.js';

/**
 * A throwaway PostgreSQL server for a test that must stop and start it (the fault test):
 * the embedded-postgres binaries on a free port (never 5432) in a temporary folder, run
 * by test/embedded-pg-child.mjs. Never the shared server.
 */
export class EmbeddedPg {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly port: number,
    private readonly password: string,
  ) {}

  static async create(): Promise<EmbeddedPg> {
    const dir = await mkdtemp(join(tmpdir(), 'hydrant-fault-pg-'));
    // As root, PostgreSQL runs as the postgres user, which must reach the data folder.
    await chmod(dir, 0o755);
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    const settings = JSON.stringify(embeddedPostgresSettings(join(dir, 'data'), port, password));
    const child = fork(join(import.meta.dirname, 'embedded-pg-child.mjs'), [settings], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const pg = new EmbeddedPg(child, dir, port, password);
    await pg.reply('ready');
    await pg.command('init');
    await pg.command('start');
    return pg;
  }

  url(database: string): string {
    return `postgres://postgres:${this.password}@127.0.0.1:${this.port}/${database}`;
  }

  async createDatabase(name: string): Promise<string> {
    const client = new Client({ connectionString: this.url('postgres') });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    } finally {
      await client.end();
    }
    return this.url(name);
  }

  /** Fast shutdown (active transactions are rolled back, connections cut). */
  stop(): Promise<void> {
    return this.command('stop');
  }

  start(): Promise<void> {
    return this.command('start');
  }

  async destroy(): Promise<void> {
    if (this.child.connected) await this.command('exit').catch(() => undefined);
    await new Promise<void>((resolve) => (this.child.exitCode !== null ? resolve() : this.child.once('exit', () => resolve())));
    await rm(this.dir, { recursive: true, force: true });
  }

  private command(name: string): Promise<void> {
    const done = this.reply(name);
    this.child.send(name);
    return done;
  }

  private reply(name: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: { done?: string; error?: string }) => {
        if (message.error) reject(new Error(message.error));
        else if (message.done === name) resolve();
        else return;
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
      };
      const onExit = () => (name === 'exit' ? resolve() : reject(new Error(`embedded PostgreSQL process exited during ${name}`)));
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
    });
  }
}
