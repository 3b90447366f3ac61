import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Alert Management Center (/alerts). */
export function AlertsPage() {
  useRemoteDiagnostics('Alerts');
  return <PageTitle>Alert Management Center</PageTitle>;
}
