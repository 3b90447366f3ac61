import { useSession } from '@hydrant/api-client';
import { ForcePasswordChange } from '../account/force-password-change';
import { ForceSecondFactorSetup } from '../account/force-second-factor-setup';
import { AppLayout } from '../layout/app-layout';
import { LoginPage } from '../login/login-page';
import { SplashScreen } from './splash-screen';

/**
 * Root route element: the splash while the session loads, the login screen when
 * signed out (at whatever URL was asked for, shown after sign-in), the forced password
 * change when an administrator set the password, the two-factor set-up when the user's
 * role requires one and they have none, else the console.
 */
export function SessionGate() {
  const { user, loading } = useSession();
  if (loading) return <SplashScreen />;
  if (!user) return <LoginPage />;
  if (user.mustChangePassword) return <ForcePasswordChange />;
  if (user.mustSetUpSecondFactor) return <ForceSecondFactorSetup />;
  return <AppLayout />;
}
