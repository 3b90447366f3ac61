import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '@hydrant/ui';

/** A list's 1-based page, kept in the URL (?page=2) so a reload keeps it. */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const text = params.get(name) ?? '';
  const page = /^[1-9]\d{0,6}$/.test(text) ? Number(text) : 1;
  const set = (next: number) =>
    update((current) => {
      if (next <= 1) current.delete(name);
      else current.set(name, String(next));
    });
  return [page, set];
}

/** One of `values` kept in the URL under `name` (the first value is the default and is left out). */
export function useChoiceParam<T extends string>(name: string, values: readonly T[]): [T, (next: T) => void] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const text = params.get(name) ?? '';
  const value = (values as readonly string[]).includes(text) ? (text as T) : values[0];
  const set = (next: T) =>
    update((current) => {
      current.delete('page');
      if (next === values[0]) current.delete(name);
      else current.set(name, next);
    });
  return [value, set];
}
