import { useEffect, useRef } from 'react';
import { Alert, Button } from 'antd';

export const HYDRANT_CHANGED = 'This hydrant was changed by someone else';
export const ZONE_CHANGED = 'This zone was changed by someone else';

/**
 * True for the API's answer to a write based on an older version of the record: 409
 * with `currentVersion` (a 409 without it is another conflict, e.g. a taken Hydrant ID).
 */
export function isStaleVersion(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return (
    status === 409 &&
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { currentVersion?: unknown }).currentVersion === 'number'
  );
}

/**
 * Shown in an editor whose save was refused because someone else changed the record
 * meanwhile: nothing was overwritten; Reload brings the latest values into the form.
 * It scrolls itself into view (the save button may be far below it in a long form).
 */
export function StaleVersionAlert({
  message,
  reloading,
  onReload,
}: {
  message: string;
  reloading: boolean;
  onReload: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={ref}>
      <Alert
        type="warning"
        showIcon
        data-testid="stale-version-alert"
        style={{ marginBottom: 16 }}
        message={message}
        description="Your changes were not saved. Reload to see the latest values, then make your changes again."
        action={
          <Button size="small" onClick={onReload} loading={reloading}>
            Reload
          </Button>
        }
      />
    </div>
  );
}
