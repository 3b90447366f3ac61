import { outOfServiceDuration } from './out-of-service-duration';

describe('out-of-service duration', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it.each([
    ['2026-11-25T11:59:30Z', '0 minutes'],
    ['2026-11-25T11:59:00Z', '1 minute'],
    ['2026-11-25T10:15:00Z', '1 hour'],
    ['2026-11-25T07:00:00Z', '5 hours'],
    ['2026-11-24T12:00:00Z', '1 day'],
    ['2026-11-15T08:00:00Z', '10 days 4 hours'],
    ['2026-11-26T12:00:00Z', '0 minutes'],
  ])('since %s: %s', (since, text) => {
    expect(outOfServiceDuration(since, now)).toBe(text);
  });
});
