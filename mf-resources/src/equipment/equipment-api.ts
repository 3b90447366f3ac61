// PROVISIONAL: replaced by the generated hooks once h10api lands.
import { api } from '@hydrant/api-client';
import type { Equipment, ServiceRecord } from './equipment-types';
import type { EquipmentCounts } from './equipment-counters';

type Page<T> = { items: T[]; total: number };
const x = api.enhanceEndpoints({ addTagTypes: ['equipment'] }).injectEndpoints({
  endpoints: (b) => ({
    listEquipmentX: b.query<Page<Equipment>, Record<string, unknown>>({
      query: (params) => ({ url: '/api/equipment', params }),
      providesTags: ['equipment'],
    }),
    statsX: b.query<EquipmentCounts & { types: string[] }, void>({
      query: () => ({ url: '/api/equipment/stats' }),
      providesTags: ['equipment'],
    }),
    getX: b.query<Equipment, number>({ query: (id) => ({ url: `/api/equipment/${id}` }), providesTags: ['equipment'] }),
    servicesX: b.query<ServiceRecord[], number>({
      query: (id) => ({ url: `/api/equipment/${id}/services` }),
      providesTags: ['equipment'],
    }),
    createX: b.mutation<Equipment, unknown>({
      query: (body) => ({ url: '/api/equipment', method: 'POST', body }),
      invalidatesTags: ['equipment'],
    }),
    updateX: b.mutation<Equipment, { id: number; body: unknown }>({
      query: ({ id, body }) => ({ url: `/api/equipment/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['equipment'],
    }),
    deleteX: b.mutation<void, { id: number }>({
      query: ({ id }) => ({ url: `/api/equipment/${id}`, method: 'DELETE' }),
      invalidatesTags: ['equipment'],
    }),
    recordX: b.mutation<ServiceRecord, { id: number; body: unknown }>({
      query: ({ id, body }) => ({ url: `/api/equipment/${id}/services`, method: 'POST', body }),
      invalidatesTags: ['equipment'],
    }),
  }),
});

export const useEquipmentList = (arg: {
  search?: string;
  status?: string;
  type?: string;
  page: number;
  pageSize: number;
}) => x.useListEquipmentXQuery(arg);
export const useEquipmentStats = () => x.useStatsXQuery();
export const useEquipment = (id: number | null) => x.useGetXQuery(id ?? 0, { skip: id === null });
export const useServiceLog = (id: number) => x.useServicesXQuery(id);
export const useCreateEquipment = () => x.useCreateXMutation();
export const useUpdateEquipment = () => x.useUpdateXMutation();
export const useDeleteEquipment = () => x.useDeleteXMutation();
export const useRecordService = () => x.useRecordXMutation();
