import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';

/** Personnel Calendar (/calendar). */
export function CalendarPage() {
  useRemoteDiagnostics('Calendar');
  return <PageTitle>Personnel Calendar</PageTitle>;
}
