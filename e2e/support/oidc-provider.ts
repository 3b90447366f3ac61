import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The API tests' OpenID provider (oidc-provider with test users and groups, api/test/oidc/
 * test-provider.mjs) in a child process on a free port, for a console started with OIDC_* settings.
 * Users: alice (hydrant-officers), bob (hydrant-crews), mallory (visitors, mapped to no role).
 */
export async function startTestProvider(site: string): Promise<{ issuer: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.resolve(__dirname, '../../api/test/oidc/test-provider.mjs')], {
    env: {
      ...process.env,
      OIDC_TEST_PORT: '0',
      OIDC_TEST_CLIENT_ID: TEST_CLIENT.id,
      OIDC_TEST_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_TEST_REDIRECT_URIS: `${site}/api/auth/oidc/callback`,
      OIDC_TEST_POST_LOGOUT_URIS: `${site}/login`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /OIDC_PROVIDER_READY (\S+)/.exec(out);
      if (ready) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`the test provider exited (${code})`)));
  });
  return {
    issuer,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const TEST_CLIENT = { id: 'hydrant-console', secret: 'e2e-client-secret' };
