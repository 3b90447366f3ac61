import type { CurrentUser } from './auth-endpoints';

/**
 * The signed-in user, remembered on this device so that the installed app, reloaded with no
 * network, opens as that user (the server still decides every call: the cookie is what counts).
 * Forgotten on sign-out and when the server answers 401. Demo sessions are not remembered.
 */
const KEY = 'hydrant:session-user';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberUser(user: CurrentUser): void {
  if (user.isDemo) return forgetUser();
  try {
    storage()?.setItem(KEY, JSON.stringify(user));
  } catch {
    // storage full or refused: the app works as before, online only
  }
}

export function forgetUser(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}

export function rememberedUser(): CurrentUser | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    const user = value as Partial<CurrentUser> | null;
    if (typeof user?.username !== 'string' || typeof user.role !== 'string' || user.isDemo) return null;
    return user as CurrentUser;
  } catch {
    return null;
  }
}

/**
 * No answer from the server: the network is down (or the site's proxy says the API cannot be
 * reached). Unlike a 401, this says nothing about the session.
 */
export function isNoAnswer(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 503 || status === 504;
}
