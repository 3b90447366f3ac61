import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Zone Management (/zones). */
export function ZonesPage() {
  useRemoteDiagnostics('Zones');
  return <PageTitle>Zone Management</PageTitle>;
}
