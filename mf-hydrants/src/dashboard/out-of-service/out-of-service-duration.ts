/**
 * How long since `since`, as a person says it: '3 days 4 hours', '5 hours', '12 minutes'
 * (whole units, at most two). `now` is for tests.
 */
export function outOfServiceDuration(since: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return unit(hours, 'hour');
  return unit(minutes, 'minute');
}
