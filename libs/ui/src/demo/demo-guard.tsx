import { cloneElement } from 'react';
import type { ReactElement } from 'react';
import { Tooltip } from 'antd';
import { hasRole, roleReason, useSession } from '@hydrant/api-client';
import type { Role } from '@hydrant/api-client';
import { DEMO_READ_ONLY } from '../constants';

/** The role most writes need (DECISIONS §12); field work asks for 'inspector', users and settings for 'admin'. */
export const DEFAULT_WRITE_ROLE: Role = 'officer';

/**
 * Whether the signed-in user may take a write action that needs `minRole`: demo sessions
 * are read-only and roles below `minRole` are refused by the server (403), so the UI
 * disables such actions with a tooltip saying why. Reads the user from the shell's store.
 */
export function useDemoGuard(minRole: Role = DEFAULT_WRITE_ROLE): {
  isDemo: boolean;
  disabled: boolean;
  reason: string | undefined;
} {
  const { user } = useSession();
  const isDemo = user?.isDemo === true;
  if (isDemo) return { isDemo, disabled: true, reason: DEMO_READ_ONLY };
  // A session without a role (an older API) is treated as before roles existed.
  const allowed = !user || user.role === undefined || hasRole(user.role, minRole);
  return { isDemo, disabled: !allowed, reason: allowed ? undefined : roleReason(minRole) };
}

/**
 * Wraps one write button: for demo users, or users whose role is below `minRole`
 * (default officer), it is disabled and explained by a tooltip ('Demo access is
 * read-only', 'Needs the Officer role or higher'); for everyone else it is unchanged.
 *
 *   <DemoDisabled><Button onClick={add}>Add New Hydrant</Button></DemoDisabled>
 *   <DemoDisabled minRole="inspector"><Button>Bulk Inspection</Button></DemoDisabled>
 */
export function DemoDisabled({
  children,
  minRole,
}: {
  children: ReactElement<{ disabled?: boolean }>;
  minRole?: Role;
}) {
  const { isDemo, disabled, reason } = useDemoGuard(minRole);
  if (!disabled) return children;
  return (
    <Tooltip title={reason} mouseEnterDelay={0.7}>
      <span
        style={{ display: 'inline-block', cursor: 'not-allowed' }}
        data-demo-disabled={isDemo ? 'true' : undefined}
        data-role-disabled={isDemo ? undefined : 'true'}
      >
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
