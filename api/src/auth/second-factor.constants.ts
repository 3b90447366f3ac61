/** The issuer an authenticator app shows next to the account. */
export const PRODUCT_ISSUER = 'HydrantOps';

/**
 * Writes whose answers hold secrets (the new authenticator secret, the recovery codes): they take
 * no Idempotency-Key, so the answer is never kept in idempotency_keys.
 */
export const SECRET_ANSWER_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/second-factor/enrolment',
  '/api/auth/second-factor/enrolment/confirm',
]);

export const SECOND_FACTOR_MESSAGES = {
  enterCode: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  wrongCode: 'That code is not right. Enter the current 6-digit code, or a recovery code you have not used.',
  challengeExpired: 'Your sign-in took too long. Enter your username and password again.',
  wrongEnrolmentCode: 'That code does not match. Enter the 6-digit code your authenticator app shows now.',
  noEnrolment: 'Start setting up two-factor sign-in first',
  alreadyEnabled: 'Two-factor sign-in is already on for this account; an administrator can reset it',
  setUpFirst: 'Set up two-factor sign-in first',
  notEnabled: 'This user has no second factor to reset',
} as const;
