import { parseRoleMap, signInConfigFrom } from './oidc-config.js';
import { mappedRole } from './oidc-users.service.js';

const SITE = {
  OIDC_ISSUER_URL: 'https://login.example.org/realms/city',
  OIDC_CLIENT_ID: 'hydrants',
  OIDC_CLIENT_SECRET: 'from-the-secret-store',
  OIDC_ROLE_MAP: 'hydrant-admins:admin, crews:inspector',
};

describe('single sign-on configuration', () => {
  it('is off without OIDC_ISSUER_URL, and local sign-in is open to all by default', () => {
    expect(signInConfigFrom({})).toEqual({ oidc: undefined, localSignIn: 'all' });
  });

  it('reads the provider, with defaults for scopes, claim and name', () => {
    const { oidc, localSignIn } = signInConfigFrom({ ...SITE, LOCAL_SIGN_IN: 'admin' });
    expect(localSignIn).toBe('admin');
    expect(oidc).toMatchObject({
      issuerUrl: SITE.OIDC_ISSUER_URL,
      clientId: 'hydrants',
      scopes: 'openid profile email',
      roleClaim: 'groups',
      providerName: 'single sign-on',
      redirectUri: undefined,
    });
    expect([...oidc!.roleMap]).toEqual([
      ['hydrant-admins', 'admin'],
      ['crews', 'inspector'],
    ]);
    expect(signInConfigFrom({ ...SITE, OIDC_SCOPES: 'profile groups' }).oidc!.scopes).toBe('profile groups openid');
  });

  it.each([
    [{ ...SITE, OIDC_CLIENT_SECRET: '' }, /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/],
    [{ ...SITE, OIDC_ROLE_MAP: '' }, /needs OIDC_ROLE_MAP/],
    [{ ...SITE, OIDC_ROLE_MAP: 'crews:captain' }, /value:role pairs/],
    [{ ...SITE, OIDC_ISSUER_URL: 'login.example.org' }, /OIDC_ISSUER_URL must be an http\(s\) URL/],
    [{ LOCAL_SIGN_IN: 'nobody' }, /LOCAL_SIGN_IN must be all or admin/],
  ])('refuses a bad setting (%#)', (env, message) => {
    expect(() => signInConfigFrom(env)).toThrow(message);
  });

  it('maps a value with colons by its last colon (e.g. a URN)', () => {
    expect([...parseRoleMap('urn:city:fire:officers:officer')]).toEqual([['urn:city:fire:officers', 'officer']]);
  });

  it('gives the highest mapped role, and none when no value maps (never a default)', () => {
    const oidc = { roleClaim: 'groups', roleMap: parseRoleMap('crews:inspector,chiefs:admin') };
    expect(mappedRole({ groups: ['staff', 'crews', 'chiefs'] }, oidc)).toBe('admin');
    expect(mappedRole({ groups: 'crews' }, oidc)).toBe('inspector');
    expect(mappedRole({ groups: ['staff'] }, oidc)).toBeUndefined();
    expect(mappedRole({}, oidc)).toBeUndefined();
  });
});
