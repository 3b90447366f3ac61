import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Dashboard (/): status cards, registry and map come in later issues. */
export function DashboardPage() {
  useRemoteDiagnostics('Dashboard');
  return <PageTitle>Hydrant Command Dashboard</PageTitle>;
}
