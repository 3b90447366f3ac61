import { api } from '@hydrant/api-client';
export const addTagTypes = ['flow-tests'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listFlowTests: build.query<ListFlowTestsApiResponse, ListFlowTestsApiArg>({
        query: (queryArg) => ({ url: `/api/hydrants/${queryArg.id}/flow-tests` }),
        providesTags: ['flow-tests'],
      }),
      createFlowTest: build.mutation<CreateFlowTestApiResponse, CreateFlowTestApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/${queryArg.id}/flow-tests`,
          method: 'POST',
          body: queryArg.createFlowTestDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['flow-tests'],
      }),
      deleteFlowTest: build.mutation<DeleteFlowTestApiResponse, DeleteFlowTestApiArg>({
        query: (queryArg) => ({
          url: `/api/hydrants/${queryArg.id}/flow-tests/${queryArg.testId}`,
          method: 'DELETE',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['flow-tests'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as flowTestsApi };
export type ListFlowTestsApiResponse = /** status 200  */ FlowTestDto[];
export type ListFlowTestsApiArg = {
  /** Internal hydrant id (HydrantDto.id). */
  id: number;
};
export type CreateFlowTestApiResponse = /** status 201  */ FlowTestDto;
export type CreateFlowTestApiArg = {
  /** Internal hydrant id (HydrantDto.id). */
  id: number;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createFlowTestDto: CreateFlowTestDto;
};
export type DeleteFlowTestApiResponse = unknown;
export type DeleteFlowTestApiArg = {
  /** Internal hydrant id (HydrantDto.id). */
  id: number;
  /** FlowTestDto.id */
  testId: number;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type FlowClass = 'AA' | 'A' | 'B' | 'C';
export type FlowTestOutletDto = {
  coefficient: number;
  /** Actual inside diameter, in */
  diameter: number;
  /** Flow through the outlet (pumper factor applied), GPM (1 decimal) */
  flow: number;
  /** Pitot pressure, psi */
  pitot: number;
  /** NFPA 291's pumper outlet factor applied (outlets of 4 in and more), or null */
  pumperFactor: number | null;
};
export type FlowTestWarningCode = 'residual-not-below-static' | 'small-drop' | 'pitot-low' | 'pitot-high';
export type FlowTestWarningDto = {
  code: FlowTestWarningCode;
  message: string;
  /** 0-based outlet index (pitot warnings) */
  outlet?: number;
};
export type FlowTestDto = {
  createdAt: string;
  /** The residual (psi) asked about besides 20 psi */
  desiredResidual: number | null;
  /** When the work was done in the field, as the device said (X-Field-Time of the write that recorded it); null when not given. Recorded only: lists never order by it. */
  fieldTime: string | null;
  /** Flow available at 20 psi residual; null when residual was not below static, GPM (1 decimal) */
  flowAt20: number | null;
  /** Flow available at desiredResidual; null without one or without a result, GPM (1 decimal) */
  flowAtDesired: number | null;
  /** Internal id of the flowed hydrant */
  hydrantId: number;
  id: number;
  nfpaClass: FlowClass | null;
  notes: string | null;
  outlets: FlowTestOutletDto[];
  /** Rated flow: flow at 20 psi rounded to a whole GPM */
  ratedFlow: number | null;
  /** When the record reached the server (the same instant as createdAt). */
  receivedAt: string;
  /** Internal id of the test (residual) hydrant; null once it was deleted */
  residualHydrantId: number | null;
  /** The test hydrant's label when the test was recorded */
  residualHydrantLabel: string;
  /** psi */
  residualPressure: number;
  /** psi */
  staticPressure: number;
  testDate: string;
  tester: string;
  /** Total flow during the test (Q_F), GPM (1 decimal) */
  totalFlow: number;
  warnings: FlowTestWarningDto[];
};
export type ErrorResponseDto = {
  error?: string;
  message: string;
  statusCode: number;
};
export type ValidationErrorResponseDto = {
  error: string;
  errors: {
    [key: string]: string;
  };
  message: string[];
  statusCode: number;
};
export type FlowTestOutletInputDto = {
  /** 0.90 smooth and rounded, 0.80 square and sharp, 0.70 projecting */
  coefficient: 0.9 | 0.8 | 0.7;
  /** Actual inside diameter, in (the forms offer 2.5 and 4.5; any other is accepted). 4 in and more is a pumper outlet. */
  diameter: number;
  /** psi */
  pitot: number;
};
export type CreateFlowTestDto = {
  /** A residual pressure (psi) to rate at besides 20 psi; optional. */
  desiredResidual?: number | null;
  notes?: string | null;
  outlets: FlowTestOutletInputDto[];
  /** Internal id of the test (residual) hydrant, where static and residual pressure are read; may be the flowed hydrant itself. */
  residualHydrantId: number;
  residualPressure: number;
  staticPressure: number;
  testDate: string;
  tester: string;
};
export const { useListFlowTestsQuery, useCreateFlowTestMutation, useDeleteFlowTestMutation } = injectedRtkApi;
