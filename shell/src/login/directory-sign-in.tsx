import { Alert, Button, Divider } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import type { GetSignInOptionsApiResponse } from '@hydrant/api-client';

/** Where a sign-in through the provider begins (the API redirects the browser there). */
export const DIRECTORY_SIGN_IN_URL = '/api/auth/oidc/start';

/** Why the API sent the browser back here from the provider (/login?signInError=…). */
export function signInErrorMessage(code: string | null, provider: string): string | null {
  switch (code) {
    case 'no-role':
      return 'Your directory account has no role in this console. Ask an administrator to add you to one of its groups.';
    case 'disabled':
      return 'This account is disabled. Ask an administrator.';
    case 'failed':
      return `Signing in with ${provider} did not complete. Please try again.`;
    case 'unavailable':
      return `${provider} cannot be reached right now. Try again in a moment.`;
    default:
      return null;
  }
}

/** The reason in this page's address, if the provider's round trip ended here. */
export function signInErrorOfLocation(search: string = window.location.search): string | null {
  return new URLSearchParams(search).get('signInError');
}

/**
 * 'Sign in with <provider>' when the site has a directory (GET /api/auth/options), and the
 * reason a sign-in through it was refused. The button is a link: the browser goes to the
 * provider and comes back signed in.
 */
export function DirectorySignIn({ options, disabled }: { options: GetSignInOptionsApiResponse; disabled: boolean }) {
  const provider = options.providerName;
  if (!provider) return null;
  const error = signInErrorMessage(signInErrorOfLocation(), provider);
  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="Sign-in refused"
          description={error}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      ) : null}
      <Button
        type="primary"
        size="large"
        block
        href={DIRECTORY_SIGN_IN_URL}
        icon={<LoginOutlined aria-hidden="true" />}
        disabled={disabled}
      >
        Sign in with {provider}
      </Button>
      <Divider plain>{options.localSignIn === 'admin' ? 'administrators only' : 'or with a local account'}</Divider>
    </>
  );
}
