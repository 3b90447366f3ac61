import { useMemo, useRef } from 'react';
import { App } from 'antd';
import type { ApiError } from '@hydrant/api-client';

/** The file itself as the request body (the API reads application/octet-stream). */
export const fileBody = (file: File): Blob => new Blob([file], { type: 'application/octet-stream' });

/** 'csv' | 'xlsx' | 'geojson' from the file name, or null. */
export function importFormatOf(name: string): 'csv' | 'xlsx' | 'geojson' | null {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'csv') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  if (extension === 'geojson' || extension === 'json') return 'geojson';
  return null;
}

/** The server's message(s) of a refusal, else SPEC §8's generic text. */
export function errorText(error: unknown): string {
  const api = error as Partial<ApiError> | undefined;
  const message = (api?.data as { message?: unknown } | undefined)?.message;
  if (Array.isArray(message)) return message.join(' ');
  if (typeof message === 'string') return message;
  return api?.message ?? 'Request failed';
}

/** SPEC §8 toasts, one at a time (a new one replaces the last). */
export function useTransferToasts() {
  const { notification } = App.useApp();
  const last = useRef('');
  const count = useRef(0);
  return useMemo(() => {
    const show = (kind: 'success' | 'error', title: string, description?: string) => {
      if (last.current) notification.destroy(last.current);
      count.current += 1;
      last.current = `data-transfer-${count.current}`;
      notification[kind]({ key: last.current, title, description });
    };
    return {
      success: (title: string, description?: string) => show('success', title, description),
      error: (description: string) => show('error', 'Error', description),
    };
  }, [notification]);
}
