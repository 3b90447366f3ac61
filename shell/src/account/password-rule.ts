import type { FormRule } from 'antd';

type PasswordPolicy = typeof import('@hydrant/password-policy');

let policy: Promise<PasswordPolicy> | undefined;

/**
 * The shared password rules, with their dictionaries (about 1.5 MB), loaded on first use
 * in a chunk of their own: the sign-in screen never pays for them.
 */
export function loadPasswordPolicy(): Promise<PasswordPolicy> {
  policy ??= import('@hydrant/password-policy');
  return policy;
}

/**
 * A form rule giving, as the user types, the reason the server would refuse the password:
 * too short, the username, in the common-password dictionary, or too easy to guess
 * (zxcvbn-ts score below 3, with its hint).
 */
export function passwordRule(username: () => string | undefined): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return;
      const { passwordProblem } = await loadPasswordPolicy();
      const problem = passwordProblem(value, username() ?? '');
      if (problem) throw new Error(problem);
    },
  };
}
