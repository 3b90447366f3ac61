/** The address of the user's own account page. */
export const ACCOUNT_PATH = '/account';
