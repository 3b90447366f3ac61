import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Personnel Management (/personnel). */
export function PersonnelPage() {
  useRemoteDiagnostics('Personnel');
  return <PageTitle>Personnel Management</PageTitle>;
}
