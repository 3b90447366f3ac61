import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 1024;
/** zxcvbn's score (0-4) a password must reach: 3 is 'safely unguessable: moderate protection from offline attacks'. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  isUsername: 'Password must not be the username',
  common: 'This password is too common: choose another',
  weak: 'This password is too easy to guess',
} as const;

/**
 * The common passwords of zxcvbn-ts's maintained list (about 49,000 entries from breach
 * corpora), lower-cased: a password found there is refused outright, whatever its score.
 */
const COMMON = new Set(commonDictionary['passwords-common'].map((password) => password.toLowerCase()));

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...commonDictionary, ...englishDictionary },
  graphs: adjacencyGraphs,
  translations,
});

/** How many entries the common-password dictionary holds (documentation and tests). */
export const COMMON_PASSWORD_COUNT = COMMON.size;

/**
 * The first rule the password breaks, as the message a user reads, or null when it is
 * acceptable. `userInputs` are words a guesser would try first (e.g. the username).
 */
export function passwordProblem(password: string, username: string, userInputs: string[] = []): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  if (name && lower.includes(name)) return PASSWORD_MESSAGES.isUsername;
  if (COMMON.has(lower)) return PASSWORD_MESSAGES.common;
  // zxcvbn's cost grows with length; its first 100 characters are what a guesser would face anyway.
  const result = zxcvbn.check(password.slice(0, 100), [name, 'hydrant', 'hydrantops', ...userInputs].filter(Boolean));
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return hint ? `${PASSWORD_MESSAGES.weak}: ${lowerFirst(hint.replace(/\.$/, ''))}` : PASSWORD_MESSAGES.weak;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
