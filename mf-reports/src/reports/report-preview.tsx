import { useEffect, useState } from 'react';
import { Alert, Descriptions, Segmented, Typography } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { useGenerateReportMutation, type ReportRequestDto } from '@hydrant/api-client/generated/reports';
import { errorMessage } from '@hydrant/api-client';
import { formatDate } from '@hydrant/ui';
import '../api';
import { SECTIONS, canGenerate, reportRequest, reportTypeLabel, type ReportForm } from './report-options';
import { ReportSectionsView } from './report-sections-view';

/**
 * Step 4's preview: the server builds the report (format json); it is shown formatted,
 * or as the exact text of the .txt file.
 */
export function ReportPreview({ form }: { form: ReportForm }) {
  const [generate, { data, error, isLoading, originalArgs }] = useGenerateReportMutation();
  const [view, setView] = useState<'Formatted' | 'Plain text'>('Formatted');
  const valid = canGenerate(form.type, form.title);
  const request = valid ? JSON.stringify(reportRequest(form, 'json')) : '';

  // the preview follows the form: a new request when it changes (the last one is dropped)
  useEffect(() => {
    if (!request) return;
    const pending = generate({ reportRequestDto: JSON.parse(request) as ReportRequestDto });
    return () => pending.abort();
  }, [request, generate]);
  // an answer to an earlier form is not shown as this one's
  const current = originalArgs !== undefined && JSON.stringify(originalArgs.reportRequestDto) === request;

  const sections = SECTIONS.filter((s) => form.sections[s.key]).map((s) => s.label);
  return (
    <div data-testid="report-preview">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'type', label: 'Type', children: reportTypeLabel(form.type) ?? 'Not selected' },
          { key: 'title', label: 'Title', children: form.title.trim() || 'Not entered' },
          {
            key: 'period',
            label: 'Period',
            children: `${form.startDate ? formatDate(form.startDate) : 'Any'} – ${form.endDate ? formatDate(form.endDate) : 'Any'}`,
          },
          {
            key: 'scope',
            label: 'Scope',
            children:
              form.areas.length === 0 && form.hydrantIds.length === 0
                ? 'All hydrants'
                : [
                    form.areas.length ? `Areas: ${form.areas.join(', ')}` : '',
                    form.hydrantIds.length ? `${form.hydrantIds.length} selected hydrant(s)` : '',
                  ]
                    .filter(Boolean)
                    .join('; '),
          },
          { key: 'sections', label: 'Sections', children: sections.length ? sections.join(', ') : 'None' },
        ]}
      />
      {!valid ? null : error && current ? (
        <Alert type="error" showIcon title="Failed to build the preview" description={errorMessage(error)} />
      ) : isLoading || !data || !current ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Segmented
            aria-label="Preview as"
            options={['Formatted', 'Plain text']}
            value={view}
            onChange={(v) => setView(v as typeof view)}
            style={{ marginBottom: 8 }}
          />
          <div
            // a scrolling region is reached by keyboard (axe scrollable-region-focusable)
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label="Report preview"
            style={{
              maxHeight: 520,
              overflow: 'auto',
              background: '#fafafa',
              border: '1px solid #f0f0f0',
              borderRadius: 6,
              padding: 12,
            }}
          >
            {view === 'Formatted' ? (
              <ReportSectionsView report={data} />
            ) : (
              <pre
                data-testid="report-preview-text"
                style={{ fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}
              >
                {data.text}
              </pre>
            )}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            The downloaded .txt holds the plain text; the PDF the formatted report.
          </Typography.Text>
        </>
      )}
    </div>
  );
}
