import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Equipment Management (/equipment). */
export function EquipmentPage() {
  useRemoteDiagnostics('Equipment');
  return <PageTitle>Equipment Management</PageTitle>;
}
