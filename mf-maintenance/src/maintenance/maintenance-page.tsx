import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Maintenance Management (/maintenance). */
export function MaintenancePage() {
  useRemoteDiagnostics('Maintenance');
  return <PageTitle>Maintenance Management</PageTitle>;
}
