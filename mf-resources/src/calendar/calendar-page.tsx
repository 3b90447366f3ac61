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
import { SteadyHeight } from './steady-height';
import { RotationSettingsDialog } from './rotation-settings-dialog';
import {
  calendarIcsUrl,
  useCalendarDay,
  useCalendarMonth,
  useCanEditRotation,
  useCurrentPersonnel,
} from './calendar-api';
import { usePersonnelFacets } from '../personnel/personnel-api';
import type { PersonnelStatus, ZoneFilter } from '../personnel/personnel-types';
import type { CalendarDay } from './calendar-types';

const DAY_PAGE_SIZE = 24;

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
  const [dayPage, setDayPage] = useState(1);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const filters = {
    zone: zone === 'all' ? undefined : (zone as ZoneFilter),
    status: status === 'all' ? undefined : (status as PersonnelStatus),
  };

  const facets = usePersonnelFacets();
  const monthQuery = useCalendarMonth({ month, ...filters });
  const calendar = monthQuery.currentData;
  const days = useMemo(() => new Map<string, CalendarDay>((calendar?.days ?? []).map((d) => [d.date, d])), [calendar]);
  const canEditRotation = useCanEditRotation();

  const selected = pinned ?? hovered;
  const selectedDay = selected ? days.get(selected) : undefined;
  // the month carries the first 3 people of a day; the rest come from the day's own call
  const needsDay = Boolean(selectedDay && selectedDay.total > selectedDay.people.length);
  const dayQuery = useCalendarDay(
    { date: selected ?? today, ...filters, page: dayPage, pageSize: DAY_PAGE_SIZE },
    !needsDay,
  );
  const current = useCurrentPersonnel({ ...filters, page: listPage, pageSize: DAY_PAGE_SIZE }, Boolean(selected));

  function onMonth(next: string) {
    setMonth(next);
    setHovered(null);
    setPinned(null);
  }
  function onHover(date: string | null) {
    setHovered(date);
    setDayPage(1);
  }
  function onPin(date: string) {
    setPinned((p) => (p === date ? null : date));
    setDayPage(1);
  }
  function onFilter(apply: () => void) {
    apply();
    setListPage(1);
    setDayPage(1);
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
    ? (needsDay ? (dayQuery.currentData?.items ?? []) : (selectedDay?.people ?? [])).map((p) => ({
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
              <DemoDisabled minRole="admin">
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
        counts={calendar?.counters}
        loading={!calendar && monthQuery.isFetching}
        error={monthQuery.isError}
      />
      <CalendarFilters
        zone={zone}
        status={status}
        zones={facets.data?.zones ?? ['Zone 1', 'Zone 2', 'Zone 3', 'Zone 4', 'Zone 5']}
        onZone={(z) => onFilter(() => setZone(z))}
        onStatus={(s) => onFilter(() => setStatus(s))}
      />
      <Card size="small">
        <MonthNav month={month} onMonth={onMonth} />
        {monthQuery.isError ? (
          <Typography.Text type="danger">Failed to fetch personnel</Typography.Text>
        ) : (
          <Spin spinning={monthQuery.isFetching} description="Loading calendar...">
            <MonthGrid month={month} days={days} today={today} pinned={pinned} onHover={onHover} onPin={onPin} />
          </Spin>
        )}
        {calendar && calendar.minimumStaffing > 0 ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            Minimum staffing: {calendar.minimumStaffing} on duty per day. Days below it are marked in red.
          </Typography.Text>
        ) : null}
      </Card>
      {/* the panel keeps its height while the pointer moves over the days of one month and filters */}
      <SteadyHeight resetKey={`${month}|${zone}|${status}`}>
        <DayPanel
          date={selected}
          pinned={pinned !== null}
          platoon={selectedDay?.platoonOnDuty}
          onDuty={selectedDay?.onDuty}
          minimum={calendar?.minimumStaffing}
          belowMinimum={selectedDay?.belowMinimum}
          people={dayPeople}
          loading={selected ? needsDay && dayQuery.isFetching : current.isFetching}
          onUnpin={() => setPinned(null)}
          footer={
            selected ? (
              needsDay && selectedDay ? (
                <ListFooter
                  page={dayPage}
                  pageSize={DAY_PAGE_SIZE}
                  matching={selectedDay.total}
                  total={selectedDay.total}
                  noun="personnel scheduled"
                  onPage={setDayPage}
                  testId="day-count"
                />
              ) : null
            ) : (
              <ListFooter
                page={listPage}
                pageSize={DAY_PAGE_SIZE}
                matching={current.currentData?.total ?? 0}
                total={calendar?.counters.total ?? 0}
                noun="personnel"
                onPage={setListPage}
                testId="calendar-list-count"
              />
            )
          }
        />
      </SteadyHeight>
      <RotationSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
