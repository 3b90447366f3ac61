import { useState } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { Steps } from '@hydrant/antd-more';
import { DownloadOutlined, FilePdfOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { endExpiredSession, useSessionDispatch } from '@hydrant/api-client';
import { useScreenToasts } from '../common/use-screen-toasts';
import { DownloadError, downloadReport } from './report-download';
import {
  REPORT_REQUIRED_MESSAGE,
  canGenerate,
  dateRangeError,
  initialReportForm,
  reportRequest,
  type ReportForm,
} from './report-options';
import { ScopeStep, SectionsStep, TypeStep } from './report-steps';
import { ReportPreview } from './report-preview';

const STEP_TITLES = ['Report Type', 'Data Scope', 'Sections', 'Preview & Generate'];

/** SPEC §2 Reports: the four steps, the preview and 'Generate & Download Report' (.txt), plus the PDF. */
export function ReportGenerator() {
  const [form, setForm] = useState<ReportForm>(() => initialReportForm());
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState<'txt' | 'pdf' | null>(null);
  const toast = useScreenToasts('reports');
  const dispatch = useSessionDispatch();
  const onChange = (patch: Partial<ReportForm>) => setForm((f) => ({ ...f, ...patch }));
  const valid = canGenerate(form.type, form.title);
  const rangeError = dateRangeError(form.startDate, form.endDate);

  async function download(format: 'txt' | 'pdf') {
    if (!valid) {
      // SPEC §5's alert (the buttons are disabled until then; this is a safety net)
      toast.warning(REPORT_REQUIRED_MESSAGE);
      return;
    }
    setBusy(format);
    try {
      const fileName = await downloadReport(reportRequest(form, format));
      toast.success('Report downloaded', fileName);
    } catch (error) {
      if (error instanceof DownloadError && error.status === 401) endExpiredSession(dispatch);
      toast.error(error instanceof Error ? error.message : 'Failed to generate report');
    } finally {
      setBusy(null);
    }
  }

  const body = [
    <TypeStep key="type" form={form} onChange={onChange} />,
    <ScopeStep key="scope" form={form} onChange={onChange} />,
    <SectionsStep key="sections" form={form} onChange={onChange} />,
    <ReportPreview key="preview" form={form} />,
  ][step];

  return (
    <Card title="Generate a Report" size="small" style={{ marginBottom: 16 }} data-testid="report-generator">
      <Steps
        current={step}
        onChange={setStep}
        size="small"
        responsive
        style={{ marginBottom: 16 }}
        items={STEP_TITLES.map((title, i) => ({ title: `Step ${i + 1}: ${title}` }))}
      />
      <section aria-label={`Step ${step + 1}: ${STEP_TITLES[step]}`} data-testid={`report-step-${step + 1}`}>
        {body}
      </section>
      {step === 3 && !valid ? (
        <Alert type="warning" showIcon title={REPORT_REQUIRED_MESSAGE} style={{ marginTop: 12 }} role="alert" />
      ) : null}
      {step === 3 && rangeError ? <Alert type="error" showIcon title={rangeError} style={{ marginTop: 12 }} /> : null}
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <Button icon={<LeftOutlined aria-hidden="true" />} disabled={step === 0} onClick={() => setStep(step - 1)}>
          Previous
        </Button>
        {step < 3 ? (
          <Button type="primary" onClick={() => setStep(step + 1)}>
            Next <RightOutlined aria-hidden="true" />
          </Button>
        ) : (
          <Flex gap={8} wrap>
            <Button
              icon={<FilePdfOutlined aria-hidden="true" />}
              disabled={!valid || Boolean(rangeError) || busy !== null}
              loading={busy === 'pdf'}
              onClick={() => void download('pdf')}
            >
              Download PDF
            </Button>
            <Button
              type="primary"
              icon={<DownloadOutlined aria-hidden="true" />}
              disabled={!valid || Boolean(rangeError) || busy !== null}
              loading={busy === 'txt'}
              onClick={() => void download('txt')}
            >
              Generate &amp; Download Report
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
