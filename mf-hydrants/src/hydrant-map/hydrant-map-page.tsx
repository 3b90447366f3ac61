import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Hydrant Search & Mapping (/search). */
export function HydrantMapPage() {
  useRemoteDiagnostics('HydrantMap');
  return <PageTitle>Hydrant Search &amp; Mapping</PageTitle>;
}
