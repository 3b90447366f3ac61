import { Spin } from 'antd';
import { PRODUCT_NAME } from '@hydrant/ui';
import { BrandMark } from '../layout/brand-mark';

/** Shown while the session is loading (SPEC §2). */
export function SplashScreen() {
  return (
    <div className="splash-screen" role="status" aria-label="Loading session" data-testid="app-splash">
      <BrandMark size={56} />
      <div className="splash-title">{PRODUCT_NAME}</div>
      <Spin size="large" />
    </div>
  );
}
