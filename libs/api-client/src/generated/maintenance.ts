import { api } from '@hydrant/api-client';
export const addTagTypes = ['maintenance'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listSchedules: build.query<ListSchedulesApiResponse, ListSchedulesApiArg>({
        query: (queryArg) => ({
          url: `/api/maintenance`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            status: queryArg.status,
            due: queryArg.due,
            hydrantId: queryArg.hydrantId,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['maintenance'],
      }),
      createSchedule: build.mutation<CreateScheduleApiResponse, CreateScheduleApiArg>({
        query: (queryArg) => ({
          url: `/api/maintenance`,
          method: 'POST',
          body: queryArg.createScheduleDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['maintenance'],
      }),
      getMaintenanceDashboard: build.query<GetMaintenanceDashboardApiResponse, GetMaintenanceDashboardApiArg>({
        query: () => ({ url: `/api/maintenance/dashboard` }),
        providesTags: ['maintenance'],
      }),
      deleteSchedule: build.mutation<DeleteScheduleApiResponse, DeleteScheduleApiArg>({
        query: (queryArg) => ({
          url: `/api/maintenance/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['maintenance'],
      }),
      getSchedule: build.query<GetScheduleApiResponse, GetScheduleApiArg>({
        query: (queryArg) => ({ url: `/api/maintenance/${queryArg.id}` }),
        providesTags: ['maintenance'],
      }),
      updateSchedule: build.mutation<UpdateScheduleApiResponse, UpdateScheduleApiArg>({
        query: (queryArg) => ({
          url: `/api/maintenance/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateScheduleDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['maintenance'],
      }),
      completeWork: build.mutation<CompleteWorkApiResponse, CompleteWorkApiArg>({
        query: (queryArg) => ({
          url: `/api/maintenance/${queryArg.id}/complete`,
          method: 'PATCH',
          body: queryArg.completeWorkDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['maintenance'],
      }),
      startWork: build.mutation<StartWorkApiResponse, StartWorkApiArg>({
        query: (queryArg) => ({
          url: `/api/maintenance/${queryArg.id}/start`,
          method: 'PATCH',
          body: queryArg.startWorkDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['maintenance'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as maintenanceApi };
export type ListSchedulesApiResponse = /** status 200  */ MaintenanceSchedulePageDto;
export type ListSchedulesApiArg = {
  page?: number;
  pageSize?: number;
  status?: ScheduleStatus;
  /** overdue: scheduled and past its date; upcoming: scheduled within the next 7 days. */
  due?: ScheduleDue;
  /** Only this hydrant (HydrantDto.id). */
  hydrantId?: number;
  /** Scheduled on or after this date. */
  from?: string;
  /** Scheduled on or before this date. */
  to?: string;
};
export type CreateScheduleApiResponse = /** status 201  */ MaintenanceScheduleDto;
export type CreateScheduleApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createScheduleDto: CreateScheduleDto;
};
export type GetMaintenanceDashboardApiResponse = /** status 200  */ MaintenanceDashboardDto;
export type GetMaintenanceDashboardApiArg = void;
export type DeleteScheduleApiResponse = unknown;
export type DeleteScheduleApiArg = {
  /** Schedule id. */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type GetScheduleApiResponse = /** status 200  */ MaintenanceScheduleDto;
export type GetScheduleApiArg = {
  /** Schedule id. */
  id: number;
};
export type UpdateScheduleApiResponse = /** status 200  */ MaintenanceScheduleDto;
export type UpdateScheduleApiArg = {
  /** Schedule id. */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  updateScheduleDto: UpdateScheduleDto;
};
export type CompleteWorkApiResponse = /** status 200  */ CompleteWorkResultDto;
export type CompleteWorkApiArg = {
  /** Schedule id. */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  completeWorkDto: CompleteWorkDto;
};
export type StartWorkApiResponse = /** status 200  */ MaintenanceScheduleDto;
export type StartWorkApiArg = {
  /** Schedule id. */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  startWorkDto: StartWorkDto;
};
export type MaintenanceType = 'routine' | 'repair' | 'inspection' | 'emergency';
export type MaintenancePriority = 'low' | 'medium' | 'high' | 'urgent';
export type ScheduleStatus = 'scheduled' | 'in-progress' | 'completed' | 'overdue' | 'incomplete' | 'cancelled';
export type MaintenanceScheduleDto = {
  /** The hydrant's address. */
  address: string | null;
  /** The alert this schedule was made from ('Schedule maintenance' on an alert), while that alert exists. */
  alertId: number | null;
  assignedTo: string | null;
  completedDate: string | null;
  createdAt: string;
  description: string;
  /** Minutes. */
  estimatedDuration: number | null;
  /** The history record this schedule follows up (incomplete work or its next maintenance date). */
  followsRecordId: number | null;
  /** Internal hydrant id (HydrantDto.id). */
  hydrantId: number;
  /** The hydrant's label (HydrantDto.hydrantId). */
  hydrantLabel: string;
  id: number;
  maintenanceType: MaintenanceType;
  /** Status scheduled (or overdue) and the date has passed (DECISIONS §3, SPEC §9). */
  overdue: boolean;
  priority: MaintenancePriority;
  scheduledDate: string;
  startedAt: string | null;
  status: ScheduleStatus;
  technicianId: string | null;
  /** Set by Start Work. */
  technicianName: string | null;
  updatedAt: string;
  /** Starts at 1 and grows by 1 on every write; send it back (If-Match or `version`) to refuse lost updates. */
  version: number;
};
export type MaintenanceSchedulePageDto = {
  items: MaintenanceScheduleDto[];
  page: number;
  pageSize: number;
  /** Schedules matching the filters, over all pages. */
  total: number;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export type ScheduleDue = 'overdue' | 'upcoming';
export type CreateScheduleDto = {
  /** The alert this schedule answers ('Schedule maintenance' on an alert): an alert about the same hydrant. */
  alertId?: number | null;
  assignedTo?: string | null;
  description: string;
  estimatedDuration?: number | null;
  /** Internal hydrant id (HydrantDto.id). */
  hydrantId: number;
  maintenanceType?: MaintenanceType;
  priority?: MaintenancePriority;
  scheduledDate: string;
  /** A new schedule starts as scheduled (SPEC §4). */
  status?: 'scheduled';
};
export type AlertType = 'overdue_maintenance' | 'overdue_inspection' | 'status_change';
export type AlertPriority = 'urgent' | 'high' | 'medium' | 'low';
export type AlertDto = {
  acknowledged: boolean;
  /** The server's time. */
  acknowledgedAt: string | null;
  /** The signed-in user's name, or 'System' when the cause went away. */
  acknowledgedBy: string | null;
  /** The hydrant's address. */
  address: string | null;
  alertType: AlertType;
  createdAt: string;
  /** Internal hydrant id (HydrantDto.id). */
  hydrantId: number;
  /** The hydrant's label. */
  hydrantLabel: string;
  id: number;
  message: string;
  priority: AlertPriority;
  /** Why the server resolved it (acknowledgedBy 'System'). */
  resolution: string | null;
  /** The overdue schedule (overdue_maintenance alerts). */
  scheduleId: number | null;
  title: string | null;
};
export type ChecklistItem =
  | 'Cap Present'
  | 'No Leaks'
  | 'Valve Operational'
  | 'Marked Visible'
  | 'Paint Good'
  | 'Chain Attached'
  | 'Flow Test Passed'
  | 'Accessible';
export type HydrantStatus = 'operational' | 'maintenance' | 'out-of-service';
export type InspectionOutcome = 'passed' | 'failed' | 'could-not-test';
export type HistorySource = 'maintenance' | 'bulk-inspection';
export type CompletionStatus = 'completed' | 'incomplete';
export type MaintenanceRecordDto = {
  /** The hydrant's address. */
  address: string | null;
  checklist: ChecklistItem[];
  completedDate: string;
  cost: string | null;
  createdAt: string;
  /** When the work was done in the field, as the device said (X-Field-Time of the write that recorded it); null when not given. Recorded only: lists never order by it. */
  fieldTime: string | null;
  findingsNotes: string | null;
  /** Reading: GPM. */
  flowRate: number | null;
  /** Internal hydrant id (HydrantDto.id). */
  hydrantId: number;
  /** The hydrant's label. */
  hydrantLabel: string;
  /** The status the inspection left the hydrant in. */
  hydrantStatus: HydrantStatus | null;
  id: number;
  issuesFound: string | null;
  maintenanceType: MaintenanceType;
  nextMaintenanceDate: string | null;
  /** What an inspection found (null for other work and older records). */
  outcome: InspectionOutcome | null;
  /** Why it could not be tested (e.g. 'blocked by a parked car'). */
  outcomeReason: string | null;
  partsUsed: string | null;
  /** Photo URLs in display order. */
  photos: string[];
  /** Reading: PSI. */
  pressure: number | null;
  /** When the record reached the server (the same instant as createdAt). */
  receivedAt: string;
  /** The schedule completed (null for a bulk inspection). */
  scheduleId: number | null;
  source: HistorySource;
  status: CompletionStatus;
  technicianId: string | null;
  technicianName: string;
  /** Minutes. */
  workDuration: number | null;
  workPerformed: string;
};
export type MaintenanceDashboardDto = {
  /** The first 10 unacknowledged alerts (urgent first, then newest). */
  activeAlerts: AlertDto[];
  /** History records completed in the last 30 days. */
  completedLast30Days: number;
  /** Schedules in progress. */
  inProgress: number;
  /** The first 10 in progress (soonest date first). */
  inProgressSchedules: MaintenanceScheduleDto[];
  /** Schedules logged as incomplete (work still open). */
  incomplete: number;
  /** Schedules scheduled (or overdue) whose date has passed. */
  overdue: number;
  /** The 10 most overdue (oldest date first). */
  overdueSchedules: MaintenanceScheduleDto[];
  /** The 5 most recent history records. */
  recentHistory: MaintenanceRecordDto[];
  /** Alerts not acknowledged. */
  unacknowledgedAlerts: number;
  /** Schedules scheduled from today through the next 7 days. */
  upcoming: number;
  /** The next 10 upcoming (soonest first). */
  upcomingSchedules: MaintenanceScheduleDto[];
};
export type StaleVersionResponseDto = {
  /** The current version (present when the 409 is a stale version). */
  currentVersion?: number;
  error: string;
  message: string;
  statusCode: number;
};
export type EditableScheduleStatus = 'scheduled' | 'in-progress' | 'overdue' | 'cancelled';
export type UpdateScheduleDto = {
  assignedTo?: string | null;
  description?: string;
  estimatedDuration?: number | null;
  maintenanceType?: MaintenanceType;
  priority?: MaintenancePriority;
  scheduledDate?: string;
  status?: EditableScheduleStatus;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
};
export type CompleteWorkResultDto = {
  /** The schedule created for the next date or the follow-up of incomplete work (null when none). */
  followUp: MaintenanceScheduleDto | null;
  /** The history record written. */
  record: MaintenanceRecordDto;
  /** The schedule, now completed or incomplete. */
  schedule: MaintenanceScheduleDto;
};
export type CompleteWorkDto = {
  checklist?: ChecklistItem[];
  /** Defaults to the server's today. */
  completedDate?: string | null;
  cost?: string | null;
  findingsNotes?: string | null;
  flowRate?: number | null;
  /** Internal hydrant id (HydrantDto.id). */
  hydrantId?: number;
  /** Required (non-blank) when status is incomplete. */
  issuesFound?: string | null;
  /** Optional; when sent it must be the schedule's type. */
  maintenanceType?: MaintenanceType;
  /** Completed: a new schedule (same hydrant and type) is created for this date. Incomplete: the follow-up date (default 7 days after completedDate). */
  nextMaintenanceDate?: string | null;
  partsUsed?: string | null;
  /** Data URLs (data:image/jpeg|png|gif|webp;base64,…), at most 10, each at most 800,000 characters, and at most 5 MB (5,242,880 characters) as a JSON list. Stored apart; the record answers their URLs. */
  photos?: string[] | null;
  pressure?: number | null;
  status: CompletionStatus;
  technicianId?: string | null;
  technicianName: string;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
  workDuration?: number | null;
  workPerformed: string;
};
export type StartWorkDto = {
  technicianId?: string | null;
  technicianName: string;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
};
export const {
  useListSchedulesQuery,
  useCreateScheduleMutation,
  useGetMaintenanceDashboardQuery,
  useDeleteScheduleMutation,
  useGetScheduleQuery,
  useUpdateScheduleMutation,
  useCompleteWorkMutation,
  useStartWorkMutation,
} = injectedRtkApi;
