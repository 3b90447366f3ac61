import { COMMON_PASSWORDS } from './common-passwords.js';
import { PASSWORD_MIN, USER_MESSAGES } from './user.constants.js';

/** The shipped list of common passwords (common-passwords.ts), lower-cased. */
const COMMON = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/** One character repeated, or a run of the keyboard or alphabet (e.g. 'aaaaaaaaaaaa', '123456789012'). */
function isTrivial(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2) return true;
  const runs = ['01234567890123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm', '09876543210987654321'];
  return runs.some((run) => run.includes(lower));
}

/** The first rule of DECISIONS §12 that the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN) return USER_MESSAGES.passwordTooShort;
  const lower = password.toLowerCase();
  const name = username.toLowerCase();
  if (lower === name || lower.includes(name)) return USER_MESSAGES.passwordIsUsername;
  if (COMMON.has(lower) || isTrivial(password)) return USER_MESSAGES.passwordCommon;
  return null;
}
