// A real OpenID provider for tests: oidc-provider (a certified implementation) on a free local
// port, with test users and groups, a plain sign-in form and RP-initiated logout. Run as a child
// process (see oidc-provider.ts and the e2e specs); prints `OIDC_PROVIDER_READY <issuer>` once listening.
//
// Environment: OIDC_TEST_PORT (default 0: any free port), OIDC_TEST_CLIENT_ID,
// OIDC_TEST_CLIENT_SECRET, OIDC_TEST_REDIRECT_URIS and OIDC_TEST_POST_LOGOUT_URIS (comma-separated).
//
// Test controls (JSON posts, this process only): /__test/accounts/<id> changes a user's groups,
// name or e-mail; /__test/id-token {"mode": "wrong-audience" | "expired" | "normal"} makes the token
// endpoint answer ID tokens re-signed with the provider's own key but for another audience or
// already expired, as a misconfigured or hostile provider would.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';

const env = process.env;
const list = (value) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The test users: password and claims. */
const accounts = {
  alice: { password: 'alice-password', name: 'Alice Officer', email: 'alice@example.test', groups: ['hydrant-officers'] },
  bob: { password: 'bob-password', name: 'Bob Crew', email: 'bob@example.test', groups: ['hydrant-crews'] },
  mallory: { password: 'mallory-password', name: 'Mallory Visitor', email: 'mallory@example.test', groups: ['visitors'] },
  admin: { password: 'admin-password', name: 'Directory Admin', email: 'it@example.test', groups: ['hydrant-admins'] },
};

let idTokenMode = 'normal';

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

const server = createServer();
await new Promise((resolve) => server.listen(Number(env.OIDC_TEST_PORT ?? 0), '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: env.OIDC_TEST_CLIENT_ID ?? 'hydrant-console',
      client_secret: env.OIDC_TEST_CLIENT_SECRET ?? 'test-client-secret',
      redirect_uris: list(env.OIDC_TEST_REDIRECT_URIS),
      post_logout_redirect_uris: list(env.OIDC_TEST_POST_LOGOUT_URIS),
      response_types: ['code'],
      grant_types: ['authorization_code'],
    },
  ],
  jwks: { keys: [jwk] },
  cookies: { keys: [randomBytes(24).toString('hex')] },
  claims: {
    openid: ['sub'],
    profile: ['name', 'preferred_username'],
    email: ['email', 'email_verified'],
    groups: ['groups'],
  },
  pkce: { required: () => true },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: {
      enabled: true,
      // Sign out at once (no confirmation page), as a provider set up for single sign-out does.
      logoutSource: (ctx, form) => {
        ctx.body = `<!doctype html><html lang="en"><head><title>Signing out</title></head><body>${form.replace(
          '</form>',
          '<input type="hidden" name="logout" value="yes"/></form>',
        )}<script>document.forms[0].submit()</script></body></html>`;
      },
    },
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, id) => {
    const account = accounts[id];
    if (!account) return undefined;
    return {
      accountId: id,
      claims: () => ({
        sub: id,
        preferred_username: id,
        name: account.name,
        email: account.email,
        email_verified: true,
        groups: account.groups,
      }),
    };
  },
});

// The token endpoint misbehaving on request: the ID token re-signed with the provider's key.
provider.use(async (ctx, next) => {
  await next();
  const body = ctx.body;
  if (idTokenMode === 'normal' || ctx.path !== '/token' || !body || typeof body.id_token !== 'string') return;
  const claims = decodeJwt(body.id_token);
  const now = Math.floor(Date.now() / 1000);
  if (idTokenMode === 'wrong-audience') claims.aud = 'another-application';
  if (idTokenMode === 'expired') Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
  const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid }).sign(privateKey);
  ctx.body = { ...body, id_token: idToken };
});

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid, error) {
  return `<!doctype html><html lang="en"><head><title>Test Directory: sign in</title></head><body><main>
<h1>Test Directory</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Username <input name="login" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in to Test Directory</button></form></main></body></html>`;
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function finish(req, res, details, accountId) {
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  const result = { consent: { grantId } };
  if (details.prompt.name === 'login') result.login = { accountId };
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
}

async function interaction(req, res, uid) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    // Already signed in at the provider: only the consent is left, given at once.
    if (details.prompt.name === 'consent') return finish(req, res, details, details.session.accountId);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(loginPage(uid));
  }
  const form = new URLSearchParams(await readBody(req));
  const id = form.get('login') ?? '';
  if (!accounts[id] || accounts[id].password !== form.get('password')) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(loginPage(uid, 'Wrong username or password'));
  }
  return finish(req, res, details, id);
}

async function control(req, res, path) {
  const body = JSON.parse((await readBody(req)) || '{}');
  const account = /^\/__test\/accounts\/([^/]+)$/.exec(path);
  if (account && accounts[account[1]]) Object.assign(accounts[account[1]], body);
  else if (path === '/__test/id-token') idTokenMode = body.mode ?? 'normal';
  else {
    res.writeHead(404);
    return res.end();
  }
  res.writeHead(204);
  res.end();
}

const callback = provider.callback();
server.on('request', (req, res) => {
  const path = new URL(req.url, issuer).pathname;
  const done = (error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  };
  if (req.method === 'POST' && path.startsWith('/__test/')) return void control(req, res, path).catch(done);
  const uid = /^\/interaction\/([^/]+)$/.exec(path);
  if (uid) return void interaction(req, res, uid[1]).catch(done);
  callback(req, res);
});

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
console.log(`OIDC_PROVIDER_READY ${issuer}`);
