import { Alert, Button } from 'antd';
import { usePendingUpdate } from './update-state';

/** 'A new version is ready: Reload' — the new version is used only when the user clicks Reload. */
export function UpdateBanner() {
  const update = usePendingUpdate();
  if (!update) return null;
  return (
    <Alert
      className="update-banner"
      data-testid="update-banner"
      type="info"
      showIcon
      role="status"
      title="A new version is ready"
      action={
        <Button type="primary" onClick={update.apply}>
          Reload
        </Button>
      }
    />
  );
}
