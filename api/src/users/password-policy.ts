/**
 * The password rules live in @hydrant/password-policy, shared with the screens so that the
 * reason a user reads while typing is the one the server gives: at least 12 characters,
 * not the username, not in zxcvbn-ts's common-password dictionary, zxcvbn score 3 or more.
 */
export { passwordProblem } from '@hydrant/password-policy';
