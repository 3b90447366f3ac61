import { useCallback } from 'react';
import { endExpiredSession, useSessionDispatch } from '@hydrant/api-client';

/**
 * Files the server builds (the calendar's .ics) are fetched with the session cookie and
 * handed to the browser as downloads, so a refusal can be reported as a toast instead
 * of a browser error page.
 */

/** A refused download: `message` is SPEC §8's generic '<status>: <body or status text>'. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes away
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches `url` and saves the answer as `fileName`; rejects with a DownloadError when the server refuses. */
export async function downloadFile(
  url: string,
  fileName: string,
  fetchFn: typeof fetch = fetch,
  save: (blob: Blob, fileName: string) => void = saveBlob,
  accept = '*/*',
): Promise<void> {
  const response = await fetchFn(url, { credentials: 'include', headers: { Accept: accept } });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new DownloadError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  save(await response.blob(), fileName);
}

/**
 * Wraps a download so that a 401 (session over: idle timeout, demo time up) signs the
 * console out like any other data call does; the error is still passed on for a toast.
 */
export function useDownload<A extends unknown[], R>(download: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const dispatch = useSessionDispatch();
  return useCallback(
    async (...args: A) => {
      try {
        return await download(...args);
      } catch (error) {
        if (error instanceof DownloadError && error.status === 401) endExpiredSession(dispatch);
        throw error;
      }
    },
    [dispatch, download],
  );
}
