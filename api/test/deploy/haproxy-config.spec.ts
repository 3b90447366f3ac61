import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HAPROXY } from '../scale-out/processes.js';

const FILE = resolve(import.meta.dirname, '..', '..', '..', 'deploy', 'haproxy', 'haproxy.cfg');
/** The API's heartbeat on an idle live-updates stream, by default (src/events/events-config.ts). */
const HEARTBEAT_SECONDS = 25;

describe('the HAProxy deploy file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hydrant-haproxy-deploy-'));
    const pem = join(dir, 'console.pem');
    const made = spawnSync(
      'sh',
      [
        '-c',
        `openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=console -keyout "$1" -out "$1.crt" && cat "$1.crt" >> "$1"`,
        'sh',
        pem,
      ],
      { encoding: 'utf8' },
    );
    expect(made.status).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is a valid configuration for HAProxy itself, with the addresses and certificate from the environment', () => {
    const check = spawnSync(HAPROXY, ['-c', '-f', FILE], {
      encoding: 'utf8',
      env: { ...process.env, CONSOLE_PEM: join(dir, 'console.pem'), API1_ADDR: '127.0.0.1:3001', API2_ADDR: '127.0.0.1:3002' },
    });
    expect(`${check.stdout}${check.stderr}`).toContain('Configuration file is valid');
    expect(`${check.stderr}`).not.toContain('[WARNING]');
    expect(check.status).toBe(0);
  });

  it('keeps an idle live-updates stream open: client and server timeouts above the heartbeat; health checks on /api/health', () => {
    const text = readFileSync(FILE, 'utf8');
    for (const side of ['client', 'server']) {
      const seconds = Number(new RegExp(`^\\s*timeout ${side} (\\d+)s$`, 'm').exec(text)?.[1]);
      expect(seconds).toBeGreaterThan(HEARTBEAT_SECONDS);
    }
    expect(text).toMatch(/^\s*option httpchk GET \/api\/health$/m);
  });
});
