import { cloneElement } from 'react';
import type { ReactElement } from 'react';
import { Tooltip } from 'antd';
import { useIsDemo } from '@hydrant/api-client';
import { DEMO_READ_ONLY } from '../constants';

/**
 * Demo sessions are read-only (the server answers writes with 403). Write actions are
 * disabled in the UI with a tooltip saying why. Reads the user from the shell's store.
 */
export function useDemoGuard(): { isDemo: boolean; disabled: boolean; reason: string | undefined } {
  const isDemo = useIsDemo();
  return { isDemo, disabled: isDemo, reason: isDemo ? DEMO_READ_ONLY : undefined };
}

/**
 * Wraps one write button: for demo users it is disabled and explained by a tooltip
 * 'Demo access is read-only'; for everyone else it is rendered unchanged.
 *
 *   <DemoDisabled><Button onClick={add}>Add New Hydrant</Button></DemoDisabled>
 */
export function DemoDisabled({ children }: { children: ReactElement<{ disabled?: boolean }> }) {
  const { isDemo } = useDemoGuard();
  if (!isDemo) return children;
  return (
    <Tooltip title={DEMO_READ_ONLY} mouseEnterDelay={0.7}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-demo-disabled="true">
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
