import { formatMinutes, formatPercent, healthLines, monthLabel, responseTimeChange } from './analytics-format';

describe('analytics format', () => {
  it('writes percentages with at most one decimal', () => {
    expect(formatPercent(97.14)).toBe('97.1%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('—');
  });

  it('writes response times in minutes, hours or days, or — without data', () => {
    expect(formatMinutes(4.2)).toBe('4.2 min');
    expect(formatMinutes(90)).toBe('1.5 h');
    expect(formatMinutes(60 * 72)).toBe('3 days');
    expect(formatMinutes(null)).toBe('—');
  });

  it('says whether the response time got better or worse than the 30 days before', () => {
    expect(responseTimeChange(-12)).toEqual({ text: '↓ 12% from previous 30 days', trend: 'better' });
    expect(responseTimeChange(5.55)).toEqual({ text: '↑ 5.5% from previous 30 days', trend: 'worse' });
    expect(responseTimeChange(0)).toEqual({ text: 'No change from previous 30 days', trend: 'same' });
    expect(responseTimeChange(null)).toEqual({ text: '— vs previous 30 days', trend: 'none' });
  });

  it('labels months', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });

  it('reads the server health checks', () => {
    const ok = {
      database: { status: 'ok', latencyMs: 3 },
      alertCheck: { status: 'ok', lastRunAt: '2026-01-01T00:00:00Z' },
      integrity: { status: 'ok', failing: 0, checks: [{ name: 'a', failing: 0 }] },
    };
    expect(healthLines(ok, 0).map((l) => [l.label, l.value])).toEqual([
      ['Network Connectivity', 'Excellent'],
      ['Maintenance Scheduling', 'Optimal'],
      ['Data Integrity', 'Optimal'],
    ]);
    const bad = {
      database: { status: 'down', latencyMs: 0 },
      alertCheck: { status: 'unavailable', lastRunAt: null },
      integrity: { status: 'attention', failing: 2, checks: [{ name: 'Hydrants without area', failing: 2 }] },
    };
    const lines = healthLines(bad, 0);
    expect(lines.map((l) => l.value)).toEqual(['Unreachable', 'Not Available', 'Needs Attention']);
    expect(lines[2].detail).toBe('2 records fail: Hydrants without area (2)');
    expect(healthLines(ok, 3)[1]).toMatchObject({ value: 'Needs Attention', level: 'warning' });
  });
});
