import { COMMON_PASSWORD_COUNT, PASSWORD_MESSAGES, passwordProblem } from './index.js';

describe('passwordProblem', () => {
  it('uses a maintained dictionary of tens of thousands of common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(30_000);
  });

  it('refuses short passwords, the username, and passwords of the common list whatever their case', () => {
    expect(passwordProblem('short', 'jdoe')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('my-jdoe-password-2024', 'JDoe')).toBe(PASSWORD_MESSAGES.isUsername);
    expect(passwordProblem('1q2w3e4r5t6y', 'jdoe')).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem('PASSWORD1234', 'jdoe')).toBe(PASSWORD_MESSAGES.common);
  });

  it('refuses guessable passwords (zxcvbn score below 3) with the reason', () => {
    for (const weak of ['aaaaaaaaaaaaaaaa', 'abcdefghijklmnop', 'qwertyuiopasdf', 'passwordpassword']) {
      expect(passwordProblem(weak, 'jdoe')).toMatch(/^This password is too (common|easy to guess)/);
    }
    expect(passwordProblem('aaaaaaaaaaaaaaaa', 'jdoe')).toMatch(/^This password is too easy to guess: .+/);
  });

  it('accepts long unusual passwords', () => {
    expect(passwordProblem('correct horse battery staple', 'jdoe')).toBeNull();
    expect(passwordProblem('hose reel ladder thirty', 'jdoe')).toBeNull();
    expect(passwordProblem('Vq7#pL2!xR9mT4', 'jdoe')).toBeNull();
  });
});
