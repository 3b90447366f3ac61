// PROVISIONAL: replaced by the generated hooks once h10api lands.
import { api } from '@hydrant/api-client';
import type { Person } from './personnel-types';
import type { PersonnelCounts } from './personnel-counters';

type Page<T> = { items: T[]; total: number };
const x = api.enhanceEndpoints({ addTagTypes: ['personnel'] }).injectEndpoints({
  endpoints: (b) => ({
    listPersonnelX: b.query<Page<Person>, Record<string, unknown>>({
      query: (params) => ({ url: '/api/personnel', params }),
      providesTags: ['personnel'],
    }),
    pstatsX: b.query<PersonnelCounts & { departments: string[]; zones: string[] }, Record<string, unknown>>({
      query: (params) => ({ url: '/api/personnel/stats', params }),
      providesTags: ['personnel'],
    }),
    pcreateX: b.mutation<Person, unknown>({
      query: (body) => ({ url: '/api/personnel', method: 'POST', body }),
      invalidatesTags: ['personnel'],
    }),
    pupdateX: b.mutation<Person, { id: number; body: unknown }>({
      query: ({ id, body }) => ({ url: `/api/personnel/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['personnel'],
    }),
    pdeleteX: b.mutation<void, { id: number }>({
      query: ({ id }) => ({ url: `/api/personnel/${id}`, method: 'DELETE' }),
      invalidatesTags: ['personnel'],
    }),
  }),
});

export const usePersonnelList = (
  arg: { search?: string; status?: string; department?: string; zone?: string; page: number; pageSize: number },
  skip = false,
) => x.useListPersonnelXQuery(arg, { skip });
export const usePersonnelStats = (zone?: string) => x.usePstatsXQuery({ zone });
export const useCreatePersonnel = () => x.usePcreateXMutation();
export const useUpdatePersonnel = () => x.usePupdateXMutation();
export const useDeletePersonnel = () => x.usePdeleteXMutation();
