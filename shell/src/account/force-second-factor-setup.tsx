import { AccountStepScreen } from './account-step-screen';
import { SecondFactorSetup } from './second-factor-setup';

/**
 * Shown instead of the console after sign-in when the user's role must sign in with a
 * second factor (TWO_FACTOR_REQUIRED_FOR) and they have none yet: the API refuses every
 * other call until it is set up.
 */
export function ForceSecondFactorSetup() {
  return (
    <AccountStepScreen
      testId="force-second-factor-setup"
      title="Set up two-factor sign-in"
      why="Your role signs in with a password and a code from an authenticator app: set it up before you go on."
      cardStyle={{ maxWidth: 560 }}
    >
      <SecondFactorSetup />
    </AccountStepScreen>
  );
}
