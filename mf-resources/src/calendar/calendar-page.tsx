import { useMemo, useState } from 'react';
import { Button, Card, Flex, Spin, Typography } from 'antd';
import { CalendarOutlined, DownloadOutlined, SettingOutlined } from '@ant-design/icons';
import { DemoDisabled, PageTitle } from '@hydrant/ui';
import { useRemoteDiagnostics } from '../diagnostics';
import '../api';
import { PersonnelCounters } from '../personnel/personnel-counters';
import { ListFooter } from '../common/list-footer';
import { useToasts } from '../common/use-toasts';
import { downloadFile, useDownload } from '../common/file-download';
import { localToday, monthOfDate, monthTitle } from './calendar-grid';
import { CalendarFilters } from './calendar-filters';
import { MonthNav } from './month-nav';
import { MonthGrid } from './month-grid';
import { DayPanel } from './day-panel';
import { RotationSettingsDialog } from './rotation-settings-dialog';
import {
  calendarIcsUrl,
  useCalendarDay,
  useCalendarMonth,
  useCalendarStats,
  useCanEditRotation,
  useCurrentPersonnel,
} from './calendar-api';
import type { CalendarDay } from './calendar-types';

const LIST_PAGE_SIZE = 24;

/**
 * Personnel Calendar (/calendar, SPEC §2 and DECISIONS §10). The month — each day's
 * people with their day status, the platoon on duty and the staffing check — comes from
 * the server; the browser never loads the whole roster.
 */
export function CalendarPage() {
  useRemoteDiagnostics('Calendar');
  const today = localToday();
  const toast = useToasts('calendar');
  const [month, setMonth] = useState(monthOfDate(today));
  const [zone, setZone] = useState('all');
  const [status, setStatus] = useState('all');
  const [hovered, setHovered] = useState<string | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);
  const [listPage, setListPage] = useState(1);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const filters = { zone: zone === 'all' ? undefined : zone, status: status === 'all' ? undefined : status };

  const stats = useCalendarStats(filters.zone);
  const monthQuery = useCalendarMonth({ month, ...filters });
  const days = useMemo(
    () => new Map<string, CalendarDay>((monthQuery.currentData?.days ?? []).map((d) => [d.date, d])),
    [monthQuery.currentData],
  );
  const canEditRotation = useCanEditRotation();

  const selected = pinned ?? hovered;
  const selectedDay = selected ? days.get(selected) : undefined;
  // a day with more people than the month carries per day: its whole list from the server
  const needsDay = Boolean(selectedDay && selectedDay.total > selectedDay.people.length);
  const dayQuery = useCalendarDay({ date: selected ?? '', ...filters }, !needsDay);
  const current = useCurrentPersonnel({ ...filters, page: listPage, pageSize: LIST_PAGE_SIZE }, Boolean(selected));

  function onMonth(next: string) {
    setMonth(next);
    setHovered(null);
    setPinned(null);
  }
  function onFilter(apply: () => void) {
    apply();
    setListPage(1);
  }

  const exportIcs = useDownload(downloadFile);
  async function onExport() {
    const params = new URLSearchParams({ month });
    if (filters.zone) params.set('zone', filters.zone);
    if (filters.status) params.set('status', filters.status);
    try {
      await exportIcs(calendarIcsUrl(params), `personnel-calendar-${month}.ics`, fetch, undefined, 'text/calendar');
      toast.success('Calendar exported', `${monthTitle(month)} was saved as an iCalendar file.`);
    } catch {
      toast.error('Failed to export the calendar. Please try again.');
    }
  }

  const dayPeople = selected
    ? (needsDay ? (dayQuery.currentData ?? []) : (selectedDay?.people ?? [])).map((p) => ({
        ...p,
        status: p.dayStatus,
      }))
    : (current.currentData?.items ?? []);

  return (
    <div data-testid="calendar-page">
      <PageTitle
        extra={
          <Flex gap={8} wrap>
            <Button icon={<CalendarOutlined aria-hidden="true" />} onClick={() => onMonth(monthOfDate(today))}>
              Today
            </Button>
            <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void onExport()}>
              Export calendar (.ics)
            </Button>
            {canEditRotation ? (
              <DemoDisabled>
                <Button icon={<SettingOutlined aria-hidden="true" />} onClick={() => setSettingsOpen(true)}>
                  Rotation settings
                </Button>
              </DemoDisabled>
            ) : null}
          </Flex>
        }
      >
        Personnel Calendar
      </PageTitle>
      <PersonnelCounters
        testId="calendar-counters"
        counts={stats.data}
        loading={stats.isLoading}
        error={stats.isError}
      />
      <CalendarFilters
        zone={zone}
        status={status}
        zones={stats.data?.zones ?? ['Zone 1', 'Zone 2', 'Zone 3', 'Zone 4', 'Zone 5']}
        onZone={(z) => onFilter(() => setZone(z))}
        onStatus={(s) => onFilter(() => setStatus(s))}
      />
      <Card size="small">
        <MonthNav month={month} onMonth={onMonth} />
        {monthQuery.isError ? (
          <Typography.Text type="danger">Failed to fetch personnel</Typography.Text>
        ) : (
          <Spin spinning={monthQuery.isFetching} description="Loading calendar...">
            <MonthGrid
              month={month}
              days={days}
              today={today}
              pinned={pinned}
              onHover={setHovered}
              onPin={(date) => setPinned((p) => (p === date ? null : date))}
            />
          </Spin>
        )}
        {monthQuery.currentData && monthQuery.currentData.minimumStaffing > 0 ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            Minimum staffing: {monthQuery.currentData.minimumStaffing} on duty per day. Days below it are marked in red.
          </Typography.Text>
        ) : null}
      </Card>
      <DayPanel
        date={selected}
        pinned={pinned !== null}
        platoon={selectedDay?.platoon}
        onDuty={selectedDay?.onDuty}
        minimum={monthQuery.currentData?.minimumStaffing}
        belowMinimum={selectedDay?.belowMinimum}
        people={dayPeople}
        total={selected ? (selectedDay?.total ?? 0) : (current.currentData?.total ?? 0)}
        loading={selected ? needsDay && dayQuery.isFetching : current.isFetching}
        onUnpin={() => setPinned(null)}
        footer={
          selected ? null : (
            <ListFooter
              page={listPage}
              pageSize={LIST_PAGE_SIZE}
              matching={current.currentData?.total ?? 0}
              total={stats.data?.total ?? 0}
              noun="personnel"
              onPage={setListPage}
              testId="calendar-list-count"
            />
          )
        }
      />
      <RotationSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
