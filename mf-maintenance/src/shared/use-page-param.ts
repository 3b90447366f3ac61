import { useSearchParams } from 'react-router';

/** A list's 1-based page, kept in the URL (?page=2) so a reload keeps it. */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get(name) ?? '';
  const page = /^[1-9]\d{0,6}$/.test(text) ? Number(text) : 1;
  const set = (next: number) =>
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      if (next <= 1) out.delete(name);
      else out.set(name, String(next));
      return out;
    });
  return [page, set];
}

/** One of `values` kept in the URL under `name` (the first value is the default and is left out). */
export function useChoiceParam<T extends string>(name: string, values: readonly T[]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get(name) ?? '';
  const value = (values as readonly string[]).includes(text) ? (text as T) : values[0];
  const set = (next: T) =>
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      out.delete('page');
      if (next === values[0]) out.delete(name);
      else out.set(name, next);
      return out;
    });
  return [value, set];
}
