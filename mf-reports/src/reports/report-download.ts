/**
 * The report files (.txt and PDF) are built by the server (POST /api/reports with a JSON
 * body, so not a plain link): fetched with the session cookie and handed to the browser
 * as a download named as the server says.
 */

/** A refused download: `message` is SPEC §8's generic '<status>: <body or status text>', or the server's message. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  if (!plain) return undefined;
  return (plain[2] ?? plain[1]).trim() || undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §9: the lowercased, hyphenated title plus a timestamp (used when the server names no file). */
export function reportFileName(title: string, extension: 'txt' | 'pdf', now = new Date()): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'report';
  const stamp = `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}-${pad(
    now.getUTCHours(),
  )}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `${slug}-${stamp}.${extension}`;
}

/** The message of a refused answer: the server's `message` (a string or the first of a list), else '<status>: <body>'. */
export function refusalMessage(status: number, statusText: string, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
    if (Array.isArray(parsed.message) && typeof parsed.message[0] === 'string') return parsed.message[0];
  } catch {
    // not JSON
  }
  return `${status}: ${body || statusText}`;
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
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POSTs the report request and saves the answer; resolves with the file name. */
export async function downloadReport(
  body: { title: string; format: 'txt' | 'pdf' },
  fetchFn: typeof fetch = fetch,
  save: (blob: Blob, fileName: string) => void = saveBlob,
): Promise<string> {
  const response = await fetchFn('/api/reports', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: body.format === 'pdf' ? 'application/pdf' : 'text/plain' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new DownloadError(response.status, refusalMessage(response.status, response.statusText, text));
  }
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? reportFileName(body.title, body.format);
  save(await response.blob(), fileName);
  return fileName;
}
