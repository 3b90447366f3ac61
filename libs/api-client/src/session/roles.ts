import type { Role } from '../generated/auth';
import { useSession } from './use-session';

export type { Role };

/** The roles of DECISIONS §12, least to most (the server enforces the same order). */
export const ROLES: readonly Role[] = ['viewer', 'inspector', 'officer', 'admin'];

/** Labels shown to people (the sidebar footer, the Users tab). */
export const ROLE_LABELS: Record<Role, string> = {
  viewer: 'Viewer',
  inspector: 'Inspector',
  officer: 'Officer',
  admin: 'Administrator',
};

/** True when `role` is `least` or above it. */
export function hasRole(role: Role | undefined, least: Role): boolean {
  return role !== undefined && ROLES.indexOf(role) >= ROLES.indexOf(least);
}

/** The signed-in user's role (a demo reads as a viewer); undefined when signed out. */
export function useRole(): Role | undefined {
  const { user } = useSession();
  if (!user) return undefined;
  return user.isDemo ? 'viewer' : user.role;
}

/** True when the signed-in user may do what needs `least` (never for a demo user's writes: see useDemoGuard). */
export function useHasRole(least: Role): boolean {
  return hasRole(useRole(), least);
}

/** The tooltip of an action the user's role may not take. */
export function roleReason(least: Role): string {
  return `Needs the ${ROLE_LABELS[least]} role or higher`;
}
