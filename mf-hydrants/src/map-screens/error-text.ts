import { serverMessage } from '@hydrant/api-client';

/** Toast text for a failed call: the screen's message, plus the server's reason when it gave one. */
export function errorText(error: unknown, fallback: string): string {
  const reason = serverMessage(error);
  return reason ? `${fallback}: ${reason}` : fallback;
}
