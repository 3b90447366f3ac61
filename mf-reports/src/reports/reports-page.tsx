import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Report Generator (/reports). */
export function ReportsPage() {
  useRemoteDiagnostics('Reports');
  return <PageTitle>Report Generator</PageTitle>;
}
