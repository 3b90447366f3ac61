import { ROLES } from '../auth/min-role.decorator.js';

export const USERNAME_MAX = 100;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 1024;

export const USER_MESSAGES = {
  notFound: 'User not found',
  changedBySomeoneElse: 'This user was changed by someone else',
  usernameTaken: 'Username already exists',
  username: 'Username must be 3 to 100 letters, digits, dots, dashes, underscores or @',
  role: `Role must be one of ${ROLES.join(', ')}`,
  disabled: 'Disabled must be true or false',
  lastAdmin: 'The last administrator cannot be demoted or disabled',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordIsUsername: 'Password must not be the username',
  passwordCommon: 'This password is too common: choose another',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordUnchanged: 'The new password must differ from the current one',
} as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,100}$/;
