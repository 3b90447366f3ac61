import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from '@hydrant/password-policy';
import { ROLES } from '../auth/min-role.decorator.js';

export { PASSWORD_MAX, PASSWORD_MIN };
export const USERNAME_MAX = 100;

export const USER_MESSAGES = {
  notFound: 'User not found',
  changedBySomeoneElse: 'This user was changed by someone else',
  usernameTaken: 'Username already exists',
  username: 'Username must be 3 to 100 letters, digits, dots, dashes, underscores or @',
  role: `Role must be one of ${ROLES.join(', ')}`,
  disabled: 'Disabled must be true or false',
  lastAdmin: 'The last administrator cannot be demoted or disabled',
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordTooLong: PASSWORD_MESSAGES.tooLong,
  passwordIsUsername: PASSWORD_MESSAGES.isUsername,
  passwordCommon: PASSWORD_MESSAGES.common,
  passwordWeak: PASSWORD_MESSAGES.weak,
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  directoryPassword: 'This account signs in through the directory: its password is kept there, not here',
  passwordUnchanged: 'The new password must differ from the current one',
  sessionNotFound: 'Session not found',
  demoHasNoSessions: 'Demo access has no account',
  search: 'Search must be text of at most 100 characters',
  page: 'Page must be a whole number from 1',
  pageSize: 'Page size must be between 1 and 100',
} as const;

/** The Users tab shows this many users to a page; a request may ask for up to USERS_MAX_PAGE_SIZE. */
export const USERS_DEFAULT_PAGE_SIZE = 25;
export const USERS_MAX_PAGE_SIZE = 100;

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,100}$/;
