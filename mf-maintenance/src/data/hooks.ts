/**
 * The screens' data, from the generated hooks only (@hydrant/api-client/generated/<area>),
 * mapped to the shapes of shared/types.ts. Every list pages and filters on the server;
 * every counter comes from the server.
 */
import { useMemo } from 'react';
import {
  useCompleteWorkMutation,
  useCreateScheduleMutation,
  useGetMaintenanceDashboardQuery,
  useListSchedulesQuery,
  useStartWorkMutation,
} from '@hydrant/api-client/generated/maintenance';
import type { ListSchedulesApiArg } from '@hydrant/api-client/generated/maintenance';
import {
  useDeleteMaintenanceRecordMutation,
  useListMaintenanceHistoryQuery,
} from '@hydrant/api-client/generated/maintenance-history';
import {
  useAcknowledgeAlertMutation,
  useDeleteAlertMutation,
  useGetAlertCountersQuery,
  useListAlertsQuery,
} from '@hydrant/api-client/generated/alerts';
import type { MaintenanceType, Schedule } from '../shared/types';
import type { CompleteBody } from '../maintenance/dialogs/complete-work-values';
import { toAlert, toRecord, toSchedule } from './to-view';

export type ScheduleFilter = 'all' | 'overdue' | 'upcoming' | 'in-progress' | 'incomplete' | 'completed' | 'scheduled';

const SCHEDULE_QUERY: Record<ScheduleFilter, Partial<Pick<ListSchedulesApiArg, 'status' | 'due'>>> = {
  all: {},
  overdue: { due: 'overdue' },
  upcoming: { due: 'upcoming' },
  scheduled: { status: 'scheduled' },
  'in-progress': { status: 'in-progress' },
  incomplete: { status: 'incomplete' },
  completed: { status: 'completed' },
};

export function useSchedules(filter: ScheduleFilter, page: number, pageSize: number, hydrantId?: number) {
  const q = useListSchedulesQuery({ ...SCHEDULE_QUERY[filter], hydrantId, page, pageSize });
  const data = useMemo(
    () => (q.currentData ? { items: q.currentData.items.map(toSchedule), total: q.currentData.total } : undefined),
    [q.currentData],
  );
  return {
    data,
    isLoading: q.isLoading || (!q.currentData && q.isFetching),
    isFetching: q.isFetching,
    isError: q.isError,
  };
}

export function useMaintenanceDashboard() {
  const q = useGetMaintenanceDashboardQuery();
  const data = useMemo(
    () =>
      q.data
        ? {
            overdue: q.data.overdue,
            upcoming: q.data.upcoming,
            inProgress: q.data.inProgress,
            unacknowledgedAlerts: q.data.unacknowledgedAlerts,
            overdueSchedules: q.data.overdueSchedules.map(toSchedule),
            upcomingSchedules: q.data.upcomingSchedules.map(toSchedule),
            inProgressSchedules: q.data.inProgressSchedules.map(toSchedule),
          }
        : undefined,
    [q.data],
  );
  return { data, isLoading: q.isLoading, isError: q.isError };
}

export interface HistoryFilters {
  maintenanceType?: MaintenanceType;
  from?: string;
  to?: string;
  hydrantId?: number;
}

export function useHistory(filters: HistoryFilters, page: number, pageSize: number) {
  const q = useListMaintenanceHistoryQuery({ ...filters, page, pageSize });
  const data = useMemo(
    () => (q.currentData ? { items: q.currentData.items.map(toRecord), total: q.currentData.total } : undefined),
    [q.currentData],
  );
  return { data, isLoading: !q.currentData && q.isFetching, isFetching: q.isFetching, isError: q.isError };
}

export function useAlerts(filter: { acknowledged: boolean }, page: number, pageSize: number) {
  const q = useListAlertsQuery({ acknowledged: filter.acknowledged, page, pageSize });
  const data = useMemo(
    () => (q.currentData ? { items: q.currentData.items.map(toAlert), total: q.currentData.total } : undefined),
    [q.currentData],
  );
  return { data, isLoading: !q.currentData && q.isFetching, isFetching: q.isFetching, isError: q.isError };
}

export function useAlertCounts() {
  const q = useGetAlertCountersQuery();
  return { data: q.data, isError: q.isError };
}

type Pending = { isLoading: boolean };

export function useCreateSchedule(): [
  (body: {
    hydrantId: number;
    scheduledDate: string;
    maintenanceType: MaintenanceType;
    priority: Schedule['priority'];
    assignedTo: string | null;
    description: string;
    estimatedDuration: number | null;
    alertId?: number | null;
  }) => Promise<unknown>,
  Pending,
] {
  const [create, { isLoading }] = useCreateScheduleMutation();
  return [(body) => create({ createScheduleDto: { ...body, status: 'scheduled' } }).unwrap(), { isLoading }];
}

export function useStartSchedule(): [
  (schedule: Schedule, body: { technicianName: string; technicianId: string | null }) => Promise<unknown>,
  Pending,
] {
  const [start, { isLoading }] = useStartWorkMutation();
  return [
    (schedule, body) => start({ id: schedule.id, startWorkDto: { ...body, version: schedule.version } }).unwrap(),
    { isLoading },
  ];
}

export function useCompleteSchedule(): [(schedule: Schedule, body: CompleteBody) => Promise<unknown>, Pending] {
  const [complete, { isLoading }] = useCompleteWorkMutation();
  return [
    (schedule, body) => complete({ id: schedule.id, completeWorkDto: { ...body, version: schedule.version } }).unwrap(),
    { isLoading },
  ];
}

export function useDeleteHistory(): [(id: number) => Promise<unknown>] {
  const [remove] = useDeleteMaintenanceRecordMutation();
  return [(id) => remove({ id }).unwrap()];
}

export function useAcknowledgeAlert(): [(id: number) => Promise<unknown>] {
  const [ack] = useAcknowledgeAlertMutation();
  return [(id) => ack({ id, acknowledgeAlertDto: {} }).unwrap()];
}

export function useDeleteAlert(): [(id: number) => Promise<unknown>] {
  const [remove] = useDeleteAlertMutation();
  return [(id) => remove({ id }).unwrap()];
}
