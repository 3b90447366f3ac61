import { api } from '@hydrant/api-client';
export const addTagTypes = ['personnel'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listPersonnel: build.query<ListPersonnelApiResponse, ListPersonnelApiArg>({
        query: (queryArg) => ({
          url: `/api/personnel`,
          params: {
            zone: queryArg.zone,
            search: queryArg.search,
            status: queryArg.status,
            department: queryArg.department,
            platoon: queryArg.platoon,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ['personnel'],
      }),
      createPersonnel: build.mutation<CreatePersonnelApiResponse, CreatePersonnelApiArg>({
        query: (queryArg) => ({
          url: `/api/personnel`,
          method: 'POST',
          body: queryArg.createPersonnelDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['personnel'],
      }),
      getPersonnelFacets: build.query<GetPersonnelFacetsApiResponse, GetPersonnelFacetsApiArg>({
        query: () => ({ url: `/api/personnel/facets` }),
        providesTags: ['personnel'],
      }),
      getPersonnelStats: build.query<GetPersonnelStatsApiResponse, GetPersonnelStatsApiArg>({
        query: () => ({ url: `/api/personnel/stats` }),
        providesTags: ['personnel'],
      }),
      deletePersonnel: build.mutation<DeletePersonnelApiResponse, DeletePersonnelApiArg>({
        query: (queryArg) => ({
          url: `/api/personnel/${queryArg.id}`,
          method: 'DELETE',
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['personnel'],
      }),
      getPersonnel: build.query<GetPersonnelApiResponse, GetPersonnelApiArg>({
        query: (queryArg) => ({ url: `/api/personnel/${queryArg.id}` }),
        providesTags: ['personnel'],
      }),
      updatePersonnel: build.mutation<UpdatePersonnelApiResponse, UpdatePersonnelApiArg>({
        query: (queryArg) => ({
          url: `/api/personnel/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updatePersonnelDto,
          headers: {
            'If-Match': queryArg['If-Match'],
            'Idempotency-Key': queryArg['Idempotency-Key'],
            'X-Field-Time': queryArg['X-Field-Time'],
          },
        }),
        invalidatesTags: ['personnel'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as personnelApi };
export type ListPersonnelApiResponse = /** status 200  */ PersonnelPageDto;
export type ListPersonnelApiArg = {
  /** 'unassigned': people without a zone. */
  zone?: ZoneFilter;
  /** Matches name, badge or rank (case-insensitive). */
  search?: string;
  /** Omit for all. */
  status?: PersonnelStatus;
  /** Exact department (one of GET /api/personnel/facets departments). */
  department?: string;
  /** 'none': people without a platoon. */
  platoon?: PlatoonFilter;
  page?: number;
  pageSize?: number;
};
export type CreatePersonnelApiResponse = /** status 201  */ PersonnelDto;
export type CreatePersonnelApiArg = {
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  createPersonnelDto: CreatePersonnelDto;
};
export type GetPersonnelFacetsApiResponse = /** status 200  */ PersonnelFacetsDto;
export type GetPersonnelFacetsApiArg = void;
export type GetPersonnelStatsApiResponse = /** status 200  */ PersonnelStatsDto;
export type GetPersonnelStatsApiArg = void;
export type DeletePersonnelApiResponse = unknown;
export type DeletePersonnelApiArg = {
  /** Person id (PersonnelDto.id). */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
};
export type GetPersonnelApiResponse = /** status 200  */ PersonnelDto;
export type GetPersonnelApiArg = {
  /** Person id (PersonnelDto.id). */
  id: number;
};
export type UpdatePersonnelApiResponse = /** status 200  */ PersonnelDto;
export type UpdatePersonnelApiArg = {
  /** Person id (PersonnelDto.id). */
  id: number;
  /** The version this write is based on, as its ETag ("3" or W/"3"). An older version: 409 and nothing changes; a value naming none of our versions: 412. Without it (and without a `version` field) the write is applied to the latest version. */
  'If-Match'?: string;
  /** Makes the write safe to send again (e.g. a UUID per write; 1-200 printable ASCII characters, per user). The same key again answers the first answer (status, ETag/Location, body; header Idempotent-Replayed: true) and writes nothing; the same key with another method, path, If-Match or body is 422. Only successful answers are kept (at least 7 days); after an error answer the key may be sent again. See docs/development/idempotent-writes.md. */
  'Idempotency-Key'?: string;
  /** When the work was done in the field (ISO 8601 instant with a zone). Records the write creates keep it as fieldTime beside receivedAt; never used for ordering. At most 5 minutes ahead, at most 30 days back and not before the hydrant was registered, else 400 'Field time ...'. */
  'X-Field-Time'?: string;
  updatePersonnelDto: UpdatePersonnelDto;
};
export type CertificationExpiry = 'none' | 'valid' | 'expiring' | 'expired';
export type CertificationDto = {
  expiresOn: string | null;
  /** none: no expiry date; expired: before today; expiring: within 60 days from today (the server's date); else valid. */
  expiry: CertificationExpiry;
  name: string;
};
export type Platoon = 'A' | 'B' | 'C';
export type PersonnelStatus = 'active' | 'off-duty' | 'training' | 'on-call';
export type PersonnelDto = {
  /** null = Unassigned. */
  assignedZone: ('Zone 1' | 'Zone 2' | 'Zone 3' | 'Zone 4' | 'Zone 5') | null;
  badge: string;
  /** The same certifications with expiry dates. */
  certificationDetails: CertificationDto[];
  /** The certifications' names (SPEC's plain list). */
  certifications: string[];
  createdAt: string;
  department: string;
  email: string | null;
  id: number;
  name: string;
  notes: string | null;
  phoneNumber: string | null;
  platoon: Platoon | null;
  rank: string;
  /** HH:MM */
  shiftEnd: string | null;
  shiftEndDate: string | null;
  /** HH:MM */
  shiftStart: string | null;
  shiftStartDate: string | null;
  status: PersonnelStatus;
  updatedAt: string;
  /** Starts at 1 and grows by 1 on every write; send it back (If-Match or `version`) to refuse lost updates. */
  version: number;
};
export type PersonnelPageDto = {
  items: PersonnelDto[];
  page: number;
  pageSize: number;
  /** People matching the filters, over all pages (the N of "N of M personnel"). */
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
export type ZoneFilter = 'Zone 1' | 'Zone 2' | 'Zone 3' | 'Zone 4' | 'Zone 5' | 'unassigned';
export type PlatoonFilter = 'A' | 'B' | 'C' | 'none';
export type CertificationInputDto = {
  expiresOn?: string | null;
  name: string;
};
export type CreatePersonnelDto = {
  /** Zone 1 to Zone 5; null or 'unassigned' = Unassigned (stored as null). */
  assignedZone?: ('Zone 1' | 'Zone 2' | 'Zone 3' | 'Zone 4' | 'Zone 5' | 'unassigned') | null;
  badge: string;
  /** Instead of `certifications`: the list with expiry dates (DECISIONS §10). Sending both is refused. Plain `certifications` keeps the expiry dates of the names it still lists. */
  certificationDetails?: CertificationInputDto[];
  /** Certification names (trimmed; empty names dropped). Defaults to none. */
  certifications?: string[];
  department: string;
  /** Checked when non-empty; an empty string is stored as null. */
  email?: string | null;
  name: string;
  notes?: string | null;
  phoneNumber?: string | null;
  /** null: none. */
  platoon?: Platoon | null;
  rank: string;
  /** HH:MM (24 h); empty: none. */
  shiftEnd?: string | null;
  shiftEndDate?: string | null;
  /** HH:MM (24 h); empty: none. */
  shiftStart?: string | null;
  shiftStartDate?: string | null;
  /** Defaults to active. */
  status?: PersonnelStatus;
};
export type PersonnelFacetsDto = {
  /** Every distinct department, sorted. */
  departments: string[];
  /** Whether anyone is unassigned. */
  hasUnassigned: boolean;
  /** The zones people are assigned to, sorted. */
  zones: ('Zone 1' | 'Zone 2' | 'Zone 3' | 'Zone 4' | 'Zone 5')[];
};
export type PersonnelStatsDto = {
  /** On duty (status active). */
  active: number;
  offDuty: number;
  onCall: number;
  /** Everyone (the M of "N of M personnel"). */
  total: number;
  training: number;
  /** People with at least one expired certification. */
  withExpiredCertifications: number;
  /** People with at least one certification expiring within 60 days. */
  withExpiringCertifications: number;
};
export type StaleVersionResponseDto = {
  /** The current version (present when the 409 is a stale version). */
  currentVersion?: number;
  error: string;
  message: string;
  statusCode: number;
};
export type UpdatePersonnelDto = {
  /** Zone 1 to Zone 5; null or 'unassigned' = Unassigned (stored as null). */
  assignedZone?: ('Zone 1' | 'Zone 2' | 'Zone 3' | 'Zone 4' | 'Zone 5' | 'unassigned') | null;
  badge?: string;
  /** Instead of `certifications`: the list with expiry dates (DECISIONS §10). Sending both is refused. Plain `certifications` keeps the expiry dates of the names it still lists. */
  certificationDetails?: CertificationInputDto[];
  /** Certification names (trimmed; empty names dropped). Left out: unchanged. */
  certifications?: string[];
  department?: string;
  /** Checked when non-empty; an empty string is stored as null. */
  email?: string | null;
  name?: string;
  notes?: string | null;
  phoneNumber?: string | null;
  /** null: none. */
  platoon?: Platoon | null;
  rank?: string;
  /** HH:MM (24 h); empty: none. */
  shiftEnd?: string | null;
  shiftEndDate?: string | null;
  /** HH:MM (24 h); empty: none. */
  shiftStart?: string | null;
  shiftStartDate?: string | null;
  status?: PersonnelStatus;
  /** The version this change is based on (as read). An older version: 409 and nothing changes. */
  version?: number;
};
export const {
  useListPersonnelQuery,
  useCreatePersonnelMutation,
  useGetPersonnelFacetsQuery,
  useGetPersonnelStatsQuery,
  useDeletePersonnelMutation,
  useGetPersonnelQuery,
  useUpdatePersonnelMutation,
} = injectedRtkApi;
