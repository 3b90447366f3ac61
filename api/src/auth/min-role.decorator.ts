import { SetMetadata } from '@nestjs/common';

/** The roles of DECISIONS §12, least to most. */
export const ROLES = ['viewer', 'inspector', 'officer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const MIN_ROLE_KEY = 'hydrant:minRole';

/**
 * The least role a signed-in user needs to call the route (on the handler, or on the
 * controller for all its handlers; the handler's wins). Every non-public route states
 * one: viewer for reads, inspector for field work (inspections, flow tests, starting
 * and completing maintenance, acknowledging alerts), officer for the product's other
 * writes, admin for users, settings and restore. The access policy enforces it.
 */
export const MinRole = (role: Role): MethodDecorator & ClassDecorator => SetMetadata(MIN_ROLE_KEY, role);

/** True when `role` is `least` or above it. */
export function hasRole(role: Role, least: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(least);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export const ALLOW_PASSWORD_CHANGE_PENDING_KEY = 'hydrant:allowPasswordChangePending';

/**
 * The route stays open to a user who must choose a new password (reading who is signed
 * in, changing the own password, signing out). Every other route answers 403 until then.
 */
export const AllowPasswordChangePending = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ALLOW_PASSWORD_CHANGE_PENDING_KEY, true);

export const ALLOW_SECOND_FACTOR_SETUP_KEY = 'hydrant:allowSecondFactorSetup';

/**
 * The route stays open to a user whose role must sign in with a second factor
 * (TWO_FACTOR_REQUIRED_FOR) and who has none yet: reading who is signed in and setting
 * the factor up. Every other route answers 403 until then.
 */
export const AllowSecondFactorSetup = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOW_SECOND_FACTOR_SETUP_KEY, true);
