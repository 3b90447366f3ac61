import { isRole, type Role } from '../min-role.decorator.js';

type Env = Record<string, string | undefined>;

/** Who may sign in with a username and password (LOCAL_SIGN_IN). */
export type LocalSignIn = 'all' | 'admin';

/** Single sign-on through the site's OpenID Connect provider (OIDC_* variables). */
export interface OidcConfig {
  /** The provider's issuer URL (OIDC_ISSUER_URL); its discovery document is read from there. */
  issuerUrl: string;
  /** The client registered for this console at the provider (OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
  clientId: string;
  clientSecret: string;
  /** Scopes asked for (OIDC_SCOPES, default `openid profile email`; `openid` is always added). */
  scopes: string;
  /** Shown on the sign-in button: 'Sign in with <name>' (OIDC_PROVIDER_NAME, default 'single sign-on'). */
  providerName: string;
  /** The claim whose values map to roles (OIDC_ROLE_CLAIM, default `groups`). */
  roleClaim: string;
  /** Claim value → role (OIDC_ROLE_MAP, `value:role` pairs separated by commas); a user matching several gets the highest. */
  roleMap: ReadonlyMap<string, Role>;
  /**
   * The callback URL registered at the provider (OIDC_REDIRECT_URI); unset: this site's own
   * address as the browser reached it, followed by /api/auth/oidc/callback.
   */
  redirectUri: string | undefined;
}

export interface SignInConfig {
  /** Unset when OIDC_ISSUER_URL is unset: no single sign-on. */
  oidc: OidcConfig | undefined;
  /**
   * LOCAL_SIGN_IN: `all` (default) lets every local account sign in with its password;
   * `admin` keeps passwords for local administrators only (the break-glass accounts for when
   * the provider is down), so everyone else signs in through the provider.
   */
  localSignIn: LocalSignIn;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** OIDC_ROLE_MAP: `hydrant-admins:admin,crews:inspector`; the role follows the last colon of a pair. */
export function parseRoleMap(raw: string | undefined): Map<string, Role> {
  const map = new Map<string, Role>();
  for (const pair of (raw ?? '').split(',')) {
    if (!pair.trim()) continue;
    const at = pair.lastIndexOf(':');
    const value = at > 0 ? pair.slice(0, at).trim() : '';
    const role =
      at > 0
        ? pair
            .slice(at + 1)
            .trim()
            .toLowerCase()
        : '';
    if (!value || !isRole(role)) {
      throw new Error(
        `OIDC_ROLE_MAP must list value:role pairs (roles: viewer, inspector, officer, admin), got "${pair.trim()}"`,
      );
    }
    map.set(value, role);
  }
  return map;
}

function parseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL (got "${raw}")`);
  return raw;
}

function localSignInFrom(raw: string | undefined): LocalSignIn {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'all') return 'all';
  if (value === 'admin') return 'admin';
  throw new Error(`LOCAL_SIGN_IN must be all or admin (got "${raw}")`);
}

export function signInConfigFrom(env: Env): SignInConfig {
  const localSignIn = localSignInFrom(env.LOCAL_SIGN_IN);
  const issuer = nonEmpty(env.OIDC_ISSUER_URL);
  if (!issuer) return { oidc: undefined, localSignIn };
  const clientId = nonEmpty(env.OIDC_CLIENT_ID);
  const clientSecret = nonEmpty(env.OIDC_CLIENT_SECRET);
  if (!clientId || !clientSecret) throw new Error('OIDC_ISSUER_URL needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  const roleMap = parseRoleMap(env.OIDC_ROLE_MAP);
  if (roleMap.size === 0) throw new Error('OIDC_ISSUER_URL needs OIDC_ROLE_MAP (which claim values give which role)');
  const scopes = new Set((nonEmpty(env.OIDC_SCOPES) ?? 'openid profile email').split(/[\s,]+/).filter(Boolean));
  scopes.add('openid');
  const redirect = nonEmpty(env.OIDC_REDIRECT_URI);
  return {
    localSignIn,
    oidc: {
      issuerUrl: parseUrl('OIDC_ISSUER_URL', issuer),
      clientId,
      clientSecret,
      scopes: [...scopes].join(' '),
      providerName: nonEmpty(env.OIDC_PROVIDER_NAME) ?? 'single sign-on',
      roleClaim: nonEmpty(env.OIDC_ROLE_CLAIM) ?? 'groups',
      roleMap,
      redirectUri: redirect ? parseUrl('OIDC_REDIRECT_URI', redirect) : undefined,
    },
  };
}
