import { Alert, Card, Empty, Flex } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { BellOutlined, CheckCircleOutlined, FireOutlined, SearchOutlined, ToolOutlined } from '@ant-design/icons';
import { PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { useAlertCounts, useAlerts } from '../data/hooks';
import { AlertCard } from '../shared/alert-card';
import { AllClear } from '../shared/all-clear';
import { CounterCards } from '../shared/counter-cards';
import { ListPager } from '../shared/list-pager';
import { useAlertActions } from '../shared/use-alert-actions';
import { useScheduleFromAlert } from '../shared/schedule-from-alert';
import { LinkedAlert } from './linked-alert';
import { usePageParam } from '../shared/use-page-param';

export const ACTIVE_PAGE_SIZE = 20;
/** SPEC §9: acknowledged alerts shown: 5. */
export const RESOLVED_SHOWN = 5;

/**
 * Alert Management Center (/alerts): the five counters (SPEC §2, DECISIONS §3), the active
 * alerts (Acknowledge, delete), and the last 5 acknowledged (RESOLVED, who and when, delete).
 */
export function AlertsPage() {
  useRemoteDiagnostics('Alerts');
  const counts = useAlertCounts();
  const [page, setPage] = usePageParam();
  const active = useAlerts({ acknowledged: false }, page, ACTIVE_PAGE_SIZE);
  const resolved = useAlerts({ acknowledged: true }, 1, RESOLVED_SHOWN);
  const actions = useAlertActions();
  const scheduling = useScheduleFromAlert();
  const c = counts.data;

  return (
    <div data-testid="alerts-page">
      <PageTitle>Alert Management Center</PageTitle>
      <CounterCards
        testId="alert-counters"
        counters={[
          { key: 'active', label: 'Active Alerts', value: c?.active, icon: <BellOutlined />, color: '#0958d9' },
          {
            key: 'critical',
            label: 'Critical Alerts',
            value: c?.critical,
            icon: <FireOutlined />,
            color: '#cf1322',
            hint: 'Urgent or high',
          },
          {
            key: 'maintenance',
            label: 'Maintenance',
            value: c?.maintenance,
            icon: <ToolOutlined />,
            color: '#d46b08',
            hint: 'Overdue maintenance',
          },
          {
            key: 'inspections',
            label: 'Inspections',
            value: c?.inspections,
            icon: <SearchOutlined />,
            color: '#1d39c4',
            hint: 'Overdue inspections',
          },
          {
            key: 'acknowledged',
            label: 'Acknowledged',
            value: c?.acknowledgedToday,
            icon: <CheckCircleOutlined />,
            color: '#389e0d',
            hint: 'Resolved today',
          },
        ]}
      />
      {counts.isError ? <Alert type="error" showIcon title="Failed to fetch alert counts" /> : null}

      <Flex vertical gap={16}>
        <LinkedAlert actions={actions} onSchedule={scheduling.onSchedule} />
        <Card
          size="small"
          title={
            <span role="heading" aria-level={2}>
              Active Alerts
            </span>
          }
          data-testid="active-alerts"
        >
          {active.isError ? <Alert type="error" showIcon title="Failed to fetch alerts" /> : null}
          {active.isLoading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : active.data && active.data.items.length > 0 ? (
            <Flex vertical gap={8}>
              {active.data.items.map((a) => (
                <AlertCard
                  key={a.id}
                  alert={a}
                  acknowledging={actions.acknowledging(a.id)}
                  deleting={actions.deleting(a.id)}
                  justAcknowledged={actions.justAcknowledged(a.id)}
                  onAcknowledge={actions.onAcknowledge}
                  onDelete={actions.onDelete}
                  onSchedule={scheduling.onSchedule}
                />
              ))}
            </Flex>
          ) : active.isError ? null : (
            <AllClear />
          )}
          <ListPager
            page={page}
            pageSize={ACTIVE_PAGE_SIZE}
            shown={active.data?.items.length ?? 0}
            total={active.data?.total ?? 0}
            noun="active alerts"
            onPage={setPage}
            disabled={active.isFetching}
          />
        </Card>

        <Card
          size="small"
          title={
            <span role="heading" aria-level={2}>
              Recently Resolved
            </span>
          }
          data-testid="resolved-alerts"
        >
          {resolved.isLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : resolved.data && resolved.data.items.length > 0 ? (
            <Flex vertical gap={8}>
              {resolved.data.items.map((a) => (
                <AlertCard
                  key={a.id}
                  alert={a}
                  doneLabel="RESOLVED"
                  deleting={actions.deleting(a.id)}
                  justAcknowledged={actions.justAcknowledged(a.id)}
                  onDelete={actions.onDelete}
                />
              ))}
            </Flex>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No acknowledged alerts" />
          )}
        </Card>
      </Flex>
      {scheduling.dialog}
    </div>
  );
}
