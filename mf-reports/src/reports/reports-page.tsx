import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { ReportGenerator } from './report-generator';
import { DataExportPanel } from './data-export-panel';
import { FullBackupButton, RestoreImportPanel } from '../data-transfer';

/** Report Generator (/reports): the four-step generator and Raw Data Export (SPEC §2 Reports). */
export function ReportsPage() {
  useRemoteDiagnostics('Reports');
  return (
    <div data-testid="reports-page">
      <PageTitle>Report Generator</PageTitle>
      <ReportGenerator />
      <DataExportPanel extra={<FullBackupButton block />} />
      <RestoreImportPanel />
    </div>
  );
}
