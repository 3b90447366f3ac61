import { useState } from 'react';
import { Button } from 'antd';
import { Tabs } from '@hydrant/antd-more';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { DemoDisabled, PageTitle, useUpdateSearchParams } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { DashboardTab } from './dashboard/dashboard-tab';
import { SchedulesTab } from './schedules/schedules-tab';
import { MaintenanceAlertsTab } from './alerts-tab';
import { HistoryTab } from './history/history-tab';
import { ScheduleDialog } from './dialogs/schedule-dialog';
import { StartWorkDialog } from './dialogs/start-work-dialog';
import { CompleteWorkDialog } from './dialogs/complete-work-dialog';
import type { CompleteTarget } from './dialogs/complete-work-dialog';
import type { ScheduleIntent } from './schedules/schedule-card';
import type { Schedule } from '../shared/types';

const TABS = ['dashboard', 'schedules', 'alerts', 'history'] as const;
type TabKey = (typeof TABS)[number];

/**
 * Maintenance Management (/maintenance): Dashboard, Schedules, Alerts and History
 * (SPEC §2) and the Schedule, Start and Complete work dialogs. The tab is kept in the
 * URL (?tab=history), so a reload or a link opens it again.
 */
export function MaintenancePage() {
  useRemoteDiagnostics('Maintenance');
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const tabParam = params.get('tab') ?? '';
  const tab: TabKey = (TABS as readonly string[]).includes(tabParam) ? (tabParam as TabKey) : 'dashboard';
  const setTab = (next: string, show?: string) =>
    update(
      (current) => {
        if (next === 'dashboard') current.delete('tab');
        else current.set('tab', next);
        current.delete('page');
        if (show) current.set('show', show);
        else current.delete('show');
      },
      { replace: show === undefined },
    );

  const [scheduling, setScheduling] = useState(false);
  const [starting, setStarting] = useState<Schedule | null>(null);
  const [completing, setCompleting] = useState<CompleteTarget | null>(null);
  const onAction = (intent: ScheduleIntent) => {
    if (intent.kind === 'start') setStarting(intent.schedule);
    else setCompleting({ schedule: intent.schedule, status: intent.status });
  };

  return (
    <div data-testid="maintenance-page">
      <PageTitle
        extra={
          <DemoDisabled>
            <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setScheduling(true)}>
              Schedule Maintenance
            </Button>
          </DemoDisabled>
        }
      >
        Maintenance Management
      </PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(next) => setTab(next)}
        destroyOnHidden
        items={[
          { key: 'dashboard', label: 'Dashboard', children: <DashboardTab onAction={onAction} onTab={setTab} /> },
          { key: 'schedules', label: 'Schedules', children: <SchedulesTab onAction={onAction} /> },
          { key: 'alerts', label: 'Alerts', children: <MaintenanceAlertsTab /> },
          { key: 'history', label: 'History', children: <HistoryTab /> },
        ]}
      />
      <ScheduleDialog open={scheduling} onClose={() => setScheduling(false)} />
      <StartWorkDialog schedule={starting} onClose={() => setStarting(null)} />
      <CompleteWorkDialog target={completing} onClose={() => setCompleting(null)} />
    </div>
  );
}
