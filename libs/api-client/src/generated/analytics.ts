import { api } from '@hydrant/api-client';
export const addTagTypes = ['analytics'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAnalytics: build.query<GetAnalyticsApiResponse, GetAnalyticsApiArg>({
        query: () => ({ url: `/api/analytics` }),
        providesTags: ['analytics'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as analyticsApi };
export type GetAnalyticsApiResponse = /** status 200  */ AnalyticsDto;
export type GetAnalyticsApiArg = void;
export type ResponseTimeDto = {
  /** Alerts acknowledged by a person in the last 30 days */
  acknowledgedCount: number;
  /** Change against the 30 days before, percent (negative = faster); null without both figures */
  changePercent: number | null;
  /** Mean minutes from an alert's creation to its acknowledgement by a person, alerts acknowledged in the last 30 days; null (show '—') without any */
  minutes: number | null;
  /** The same over the 30 days before */
  previousMinutes: number | null;
};
export type AnalyticsCardsDto = {
  avgResponseTime: ResponseTimeDto;
  /** Unacknowledged alerts of priority urgent or high (DECISIONS §3) */
  criticalAlerts: number;
  /** (schedules − overdue) / schedules; 100 with no schedules (percent, 1 decimal) */
  maintenanceCompliance: number;
  /** Operational hydrants / all hydrants (percent, 1 decimal) */
  operationalRate: number;
};
export type FlowClassCountDto = {
  count: number;
  /** NFPA 291 class (DECISIONS §5); unknown without a flow rate */
  flowClass: 'AA' | 'A' | 'B' | 'C' | 'unknown';
};
export type HydrantStatus = 'operational' | 'maintenance' | 'out-of-service';
export type StatusCountDto = {
  count: number;
  status: HydrantStatus;
};
export type MonthlyActivityDto = {
  /** Inspections recorded that month (history records of type inspection, and hydrants' last inspections) */
  inspections: number;
  /** Maintenance history records completed that month (other than inspections) */
  maintenanceCompleted: number;
  /** YYYY-MM */
  month: string;
};
export type AlertTypeCountDto = {
  alertType: 'overdue_maintenance' | 'overdue_inspection' | 'status_change';
  /** Unacknowledged alerts of the type */
  count: number;
};
export type AnalyticsChartsDto = {
  byFlowClass: FlowClassCountDto[];
  byStatus: StatusCountDto[];
  /** The last 12 months, oldest first, the current month last */
  monthly: MonthlyActivityDto[];
  openAlertsByType: AlertTypeCountDto[];
};
export type HydrantTotalsDto = {
  /** Hydrants with a lastInspection */
  inspected: number;
  maintenance: number;
  /** Hydrants never inspected */
  neverInspected: number;
  operational: number;
  outOfService: number;
  total: number;
};
export type OperationsDto = {
  /** Unacknowledged alerts */
  activeAlerts: number;
  /** History records completed in the last 30 days */
  completedThisMonth: number;
  /** Unacknowledged alerts of priority urgent or high */
  criticalAlerts: number;
  operationalHydrants: number;
  /** Waiting schedules whose date has passed (SPEC: scheduledDate before today, status scheduled; also status overdue) */
  overdueTasks: number;
  /** Schedules waiting for work (status scheduled or overdue) */
  scheduledTasks: number;
};
export type PerformanceMetricsDto = {
  /** Hydrants with a lastInspection / all hydrants (percent, 1 decimal) */
  inspectionEfficiency: number;
  /** Open schedules (scheduled, overdue or in-progress) not past their date / open schedules; 100 with none (percent, 1 decimal) */
  maintenanceTimeliness: number;
  /** Hydrants not out of service / all hydrants (percent, 1 decimal) */
  systemReliability: number;
};
export type RiskAreaDto = {
  area: string;
  maintenance: number;
  /** Hydrants not operational (maintenance or out of service) */
  nonOperational: number;
  outOfService: number;
  /** All hydrants of the area */
  total: number;
};
export type AlertCheckHealthDto = {
  lastRunAt: string | null;
  /** never: not run yet; stale: not run for three check intervals (at least 15 minutes); unavailable: no alerts feature */
  status: 'ok' | 'stale' | 'never' | 'unavailable';
};
export type DatabaseHealthDto = {
  /** Round trip of a trivial query, ms */
  latencyMs: number;
  status: 'ok' | 'down';
};
export type IntegrityCheckDto = {
  failing: number;
  name: string;
};
export type IntegrityHealthDto = {
  checks: IntegrityCheckDto[];
  /** Records failing any check */
  failing: number;
  status: 'ok' | 'attention';
};
export type SystemHealthDto = {
  alertCheck: AlertCheckHealthDto;
  database: DatabaseHealthDto;
  integrity: IntegrityHealthDto;
};
export type AnalyticsDto = {
  cards: AnalyticsCardsDto;
  charts: AnalyticsChartsDto;
  generatedAt: string;
  hydrants: HydrantTotalsDto;
  operations: OperationsDto;
  performance: PerformanceMetricsDto;
  /** Areas with non-operational hydrants, most first (at most 50); empty: 'No critical risk areas identified' */
  riskAreas: RiskAreaDto[];
  systemHealth: SystemHealthDto;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export const { useGetAnalyticsQuery } = injectedRtkApi;
