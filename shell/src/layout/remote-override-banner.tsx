import { Button } from 'antd';
import { CodeOutlined } from '@ant-design/icons';
import { activeOverrides, stopOverrides } from '../remotes/remote-overrides';

/** While a remote is loaded from a developer's dev server, say so on every screen. */
export function RemoteOverrideBanner() {
  const overrides = Object.entries(activeOverrides());
  if (overrides.length === 0) return null;
  return (
    <div className="remote-override-banner" role="status" data-testid="remote-override-banner">
      <CodeOutlined aria-hidden="true" />
      <span>
        <strong>Development:</strong>{' '}
        {overrides.map(([name, url], i) => (
          <span key={name}>
            {i > 0 ? '; ' : ''}
            {name} is loaded from {url}
          </span>
        ))}
      </span>
      <Button size="small" onClick={stopOverrides}>
        Stop
      </Button>
    </div>
  );
}
