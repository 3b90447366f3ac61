import { Inject, Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { OidcConfig } from './oidc-config.js';

/** What the browser's session keeps between the redirect to the provider and its return. */
export interface PendingOidcSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** When the redirect was made (ms); an answer arriving much later is refused. */
  startedAt: number;
}

/** The identity the provider vouched for (validated ID token, plus the userinfo claims). */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
  idToken: string;
}

/** A sign-in through the provider waits at most this long between our redirect and its answer. */
export const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The OpenID Connect relying party (openid-client): reads the provider's discovery document
 * once (again after a failure), builds the authorization request (code flow, PKCE S256,
 * state and nonce), redeems the code (checking state, then the ID token's signature, issuer,
 * audience, expiry and nonce) and builds the provider's end-session URL.
 */
@Injectable()
export class OidcClientService {
  private readonly logger = new Logger('OidcClient');
  private configuration: Promise<client.Configuration> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly appConfig: AppConfig) {}

  get settings(): OidcConfig | undefined {
    return this.appConfig.signIn.oidc;
  }

  private discover(): Promise<client.Configuration> {
    const oidc = this.settings;
    if (!oidc) return Promise.reject(new Error('Single sign-on is not configured'));
    if (!this.configuration) {
      const issuer = new URL(oidc.issuerUrl);
      // Plain http only to a provider on this machine (development and tests); https everywhere else.
      const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
      this.configuration = client
        .discovery(
          issuer,
          oidc.clientId,
          oidc.clientSecret,
          undefined,
          insecure ? { execute: [client.allowInsecureRequests] } : {},
        )
        .catch((error: unknown) => {
          this.configuration = undefined;
          this.logger.error(`Reading the provider's discovery document failed: ${String(error)}`);
          throw error;
        });
    }
    return this.configuration;
  }

  /** The provider's authorization URL and what must be kept to check its answer. */
  async authorizationRequest(redirectUri: string): Promise<{ url: string; pending: PendingOidcSignIn }> {
    const configuration = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const pending: PendingOidcSignIn = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      redirectUri,
      startedAt: Date.now(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.settings!.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  /**
   * Redeems the code of the provider's answer (`query`: the callback's query string). Throws
   * when the state differs, the provider reports an error, the code is refused (used, expired,
   * another client's) or the ID token fails validation.
   */
  async redeem(query: string, pending: PendingOidcSignIn): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const answer = new URL(pending.redirectUri);
    answer.search = query;
    const tokens = await client.authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims || !tokens.id_token) throw new Error('The provider sent no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (configuration.serverMetadata().userinfo_endpoint) {
      // Claims such as groups often come only from userinfo (whose subject must be the token's).
      const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...info, ...idClaims };
    }
    return { issuer: idClaims.iss, subject: idClaims.sub, claims, idToken: tokens.id_token };
  }

  /** The provider's end-session URL (RP-initiated logout), or undefined when it offers none. */
  async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | undefined> {
    const configuration = await this.discover().catch(() => undefined);
    if (!configuration?.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(configuration, {
      id_token_hint: idToken,
      post_logout_redirect_uri: postLogoutRedirectUri,
    }).href;
  }
}
