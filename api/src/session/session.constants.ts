/** Name of the session cookie. */
export const SESSION_COOKIE_NAME = 'hydrant.sid';

/** Name of the app_settings row holding the generated cookie-signing secret. */
export const SESSION_SECRET_SETTING = 'session_secret';
