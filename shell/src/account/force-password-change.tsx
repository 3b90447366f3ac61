import { AccountStepScreen } from './account-step-screen';
import { ChangePasswordForm } from './change-password-form';

/**
 * Shown instead of the console after sign-in when the user must choose a new password
 * (a new account, or an administrator reset it): the API refuses every other call until then.
 */
export function ForcePasswordChange() {
  return (
    <AccountStepScreen
      testId="force-password-change"
      title="Choose a new password"
      why="Replace the password you were given with one of your own before you go on."
    >
      <ChangePasswordForm submitText="Save and continue" />
    </AccountStepScreen>
  );
}
