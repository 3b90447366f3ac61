import { Suspense, lazy } from 'react';
import { Alert, Button, Card, Typography } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { ReloadOutlined } from '@ant-design/icons';
import { useGetAnalyticsQuery } from '@hydrant/api-client/generated/analytics';
import { errorMessage } from '@hydrant/api-client';
import { PageTitle, formatDateTime } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { AnalyticsCards, OperationsDashboard } from './analytics-cards';
import { PerformanceAndRisk, SystemHealth } from './analytics-sections';

// the chart library is large: it loads after the figures are on screen
const AnalyticsCharts = lazy(() => import('./analytics-charts').then((m) => ({ default: m.AnalyticsCharts })));

/** System Analytics (/analytics): SPEC §2's cards and sections and the charts, from GET /api/analytics. */
export function AnalyticsPage() {
  useRemoteDiagnostics('Analytics');
  const { data, error, isFetching, refetch } = useGetAnalyticsQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <div data-testid="analytics-page">
      <PageTitle
        extra={
          <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void refetch()} loading={isFetching}>
            Refresh
          </Button>
        }
      >
        System Analytics
      </PageTitle>
      {error ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load analytics"
          description={errorMessage(error)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {!data ? (
        error ? null : (
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        )
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginTop: -8 }} data-testid="analytics-generated-at">
            {`Figures as of ${formatDateTime(data.generatedAt)}`}
          </Typography.Paragraph>
          <AnalyticsCards data={data} />
          <PerformanceAndRisk data={data} />
          <OperationsDashboard data={data} />
          <Suspense
            fallback={
              <Card style={{ marginBottom: 16 }}>
                <Skeleton active paragraph={{ rows: 6 }} />
              </Card>
            }
          >
            <AnalyticsCharts data={data} />
          </Suspense>
          <SystemHealth data={data} />
        </>
      )}
    </div>
  );
}
