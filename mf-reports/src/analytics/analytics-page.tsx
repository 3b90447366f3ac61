import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** System Analytics (/analytics). */
export function AnalyticsPage() {
  useRemoteDiagnostics('Analytics');
  return <PageTitle>System Analytics</PageTitle>;
}
