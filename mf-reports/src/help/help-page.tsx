import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Help Center (/help). */
export function HelpPage() {
  useRemoteDiagnostics('Help');
  return <PageTitle>Help Center</PageTitle>;
}
