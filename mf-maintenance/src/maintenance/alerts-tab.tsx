import { Alert, Flex, Segmented, Empty } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { useAlerts } from '../data/hooks';
import { AlertCard } from '../shared/alert-card';
import { AllClear } from '../shared/all-clear';
import { ListPager } from '../shared/list-pager';
import { useAlertActions } from '../shared/use-alert-actions';
import { useScheduleFromAlert } from '../shared/schedule-from-alert';
import { useChoiceParam, usePageParam } from '../shared/use-page-param';

export const ALERTS_PAGE_SIZE = 20;
const VIEWS = ['active', 'acknowledged'] as const;
type View = (typeof VIEWS)[number];

/**
 * The Maintenance screen's Alerts tab (SPEC §2): active alerts with Acknowledge; the
 * acknowledged ones greyed with who acknowledged them and Delete. Paged on the server.
 */
export function MaintenanceAlertsTab() {
  const [view, setView] = useChoiceParam<View>('alerts', VIEWS);
  const [page, setPage] = usePageParam();
  const acknowledged = view === 'acknowledged';
  const { data, isLoading, isFetching, isError } = useAlerts({ acknowledged }, page, ALERTS_PAGE_SIZE);
  const actions = useAlertActions();
  const scheduling = useScheduleFromAlert();
  return (
    <div data-testid="maintenance-alerts-tab">
      <Segmented<View>
        aria-label="Show alerts"
        value={view}
        onChange={setView}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'acknowledged', label: 'Acknowledged' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {isError ? <Alert type="error" showIcon title="Failed to fetch alerts" /> : null}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : data && data.items.length > 0 ? (
        <Flex vertical gap={8} data-testid="alert-list">
          {data.items.map((a) => (
            <AlertCard
              key={a.id}
              alert={a}
              acknowledging={actions.acknowledging(a.id)}
              deleting={actions.deleting(a.id)}
              justAcknowledged={actions.justAcknowledged(a.id)}
              onAcknowledge={actions.onAcknowledge}
              onDelete={a.acknowledged ? actions.onDelete : undefined}
              onSchedule={scheduling.onSchedule}
            />
          ))}
        </Flex>
      ) : isError ? null : acknowledged ? (
        <Empty description="No acknowledged alerts" />
      ) : (
        <AllClear />
      )}
      <ListPager
        page={page}
        pageSize={ALERTS_PAGE_SIZE}
        shown={data?.items.length ?? 0}
        total={data?.total ?? 0}
        noun="alerts"
        onPage={setPage}
        disabled={isFetching}
      />
      {scheduling.dialog}
    </div>
  );
}
