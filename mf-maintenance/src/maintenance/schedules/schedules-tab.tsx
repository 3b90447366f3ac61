import { Alert, Empty, Flex, Segmented } from 'antd';
import { Skeleton } from '@hydrant/antd-more';
import { useSchedules } from '../../data/hooks';
import type { ScheduleFilter } from '../../data/hooks';
import { ListPager } from '../../shared/list-pager';
import { useChoiceParam, usePageParam } from '../../shared/use-page-param';
import { HydrantFilterTag, useHydrantFilter } from '../../shared/use-hydrant-filter';
import { SCHEDULE_GRID, ScheduleCard } from './schedule-card';
import type { ScheduleIntent } from './schedule-card';

export const SCHEDULES_PAGE_SIZE = 20;

const FILTERS: { value: ScheduleFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'incomplete', label: 'Incomplete' },
  { value: 'completed', label: 'Completed' },
];
const FILTER_VALUES = FILTERS.map((f) => f.value);

const EMPTY: Record<ScheduleFilter, string> = {
  scheduled: 'No scheduled maintenance',
  overdue: 'No overdue maintenance',
  upcoming: 'No maintenance due in the next 7 days',
  'in-progress': 'No work in progress',
  incomplete: 'No incomplete work',
  completed: 'No completed schedules',
  all: 'No maintenance schedules yet. Schedule maintenance to get started.',
};

/** The Schedules tab: every schedule, filtered and paged on the server, with its actions. */
export function SchedulesTab({ onAction }: { onAction: (intent: ScheduleIntent) => void }) {
  const [filter, setFilter] = useChoiceParam<ScheduleFilter>('show', FILTER_VALUES);
  const [page, setPage] = usePageParam();
  const [hydrantId, clearHydrant] = useHydrantFilter();
  const { data, isLoading, isFetching, isError } = useSchedules(filter, page, SCHEDULES_PAGE_SIZE, hydrantId);
  return (
    <div data-testid="schedules-tab">
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Segmented<ScheduleFilter>
            aria-label="Show schedules"
            value={filter}
            onChange={setFilter}
            options={FILTERS}
          />
        </div>
        {hydrantId !== undefined ? (
          <HydrantFilterTag label={data?.items[0]?.hydrant.hydrantId ?? `#${hydrantId}`} onClear={clearHydrant} />
        ) : null}
      </Flex>
      {isError ? <Alert type="error" showIcon title="Failed to fetch schedules" /> : null}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data && data.items.length > 0 ? (
        <div style={SCHEDULE_GRID} data-testid="schedule-list">
          {data.items.map((s) => (
            <ScheduleCard key={s.id} schedule={s} onAction={onAction} />
          ))}
        </div>
      ) : !isError ? (
        <Empty description={EMPTY[filter]} />
      ) : null}
      <ListPager
        page={page}
        pageSize={SCHEDULES_PAGE_SIZE}
        shown={data?.items.length ?? 0}
        total={data?.total ?? 0}
        noun="schedules"
        onPage={setPage}
        disabled={isFetching}
      />
    </div>
  );
}
