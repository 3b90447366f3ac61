import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The test provider's users (see test-provider.mjs): username → password. */
export const PROVIDER_USERS = {
  alice: 'alice-password',
  bob: 'bob-password',
  mallory: 'mallory-password',
  admin: 'admin-password',
} as const;
export type ProviderUser = keyof typeof PROVIDER_USERS;

export const TEST_CLIENT_ID = 'hydrant-console';
export const TEST_CLIENT_SECRET = 'test-client-secret';

export interface TestProvider {
  issuer: string;
  /** Changes a test user's claims (e.g. their groups) for the next sign-in. */
  setAccount(user: ProviderUser, claims: { groups?: string[]; name?: string; email?: string }): Promise<void>;
  /** Makes the token endpoint answer ID tokens for another audience, already expired, or normal ones again. */
  setIdTokenMode(mode: 'normal' | 'wrong-audience' | 'expired'): Promise<void>;
  stop(): Promise<void>;
}

/** Starts test-provider.mjs (oidc-provider) in a child process on a free port of 127.0.0.1. */
export async function startTestProvider(options: { redirectUris: string[]; postLogoutUris?: string[] }): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'test-provider.mjs')], {
    env: {
      ...process.env,
      OIDC_TEST_PORT: '0',
      OIDC_TEST_CLIENT_ID: TEST_CLIENT_ID,
      OIDC_TEST_CLIENT_SECRET: TEST_CLIENT_SECRET,
      OIDC_TEST_REDIRECT_URIS: options.redirectUris.join(','),
      OIDC_TEST_POST_LOGOUT_URIS: (options.postLogoutUris ?? []).join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const ready = /OIDC_PROVIDER_READY (\S+)/.exec(stdout);
      if (ready) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`The test provider exited (${code}): ${stderr}`)));
  });
  const post = async (where: string, body: unknown) => {
    const res = await fetch(`${issuer}${where}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 204) throw new Error(`${where} answered ${res.status}`);
  };
  return {
    issuer,
    setAccount: (user, claims) => post(`/__test/accounts/${user}`, claims),
    setIdTokenMode: (mode) => post('/__test/id-token', { mode }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A minimal cookie jar for the provider's own cookies (one site, so paths are ignored). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=.*1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * Plays the browser at the provider: opens the authorization URL our API redirected to, signs
 * in on the provider's form and follows its redirects until it sends the browser back to our
 * redirect URI. Answers that URL (with code, state and iss), unfollowed.
 */
export async function signInAtProvider(authorizationUrl: string, user: ProviderUser, redirectUri: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.href.startsWith(redirectUri)) return url;
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.store(res);
    method = 'GET';
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await res.text();
    if (res.status === 200 && html.includes('name="login"')) {
      method = 'POST';
      body = new URLSearchParams({ login: user, password: PROVIDER_USERS[user] }).toString();
      continue;
    }
    throw new Error(`The provider answered ${res.status} at ${url.pathname}: ${html.slice(0, 300)}`);
  }
  throw new Error('Too many redirects at the provider');
}
