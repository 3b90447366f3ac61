import { addMonths, daysInMonth, localToday, longDate, monthGrid, monthTitle, WEEKDAYS } from './calendar-grid';

const firstWeekday = (ym: string) => WEEKDAYS[monthGrid(ym)[0].findIndex((d) => d.inMonth)];

describe('monthGrid', () => {
  it('starts every week on a Sunday', () => {
    for (const week of monthGrid('2026-11')) {
      const [y, m, d] = week[0].date.split('-').map(Number);
      expect(new Date(Date.UTC(y, m - 1, d)).getUTCDay()).toBe(0);
      expect(week).toHaveLength(7);
    }
  });

  it('places the 1st under its weekday for months starting on each day of the week', () => {
    // 2026: Feb Sun, Jun Mon, Sep Tue, Apr Wed, Jan Thu, May Fri, Aug Sat
    const cases: [string, string][] = [
      ['2026-02', 'Sun'],
      ['2026-06', 'Mon'],
      ['2026-09', 'Tue'],
      ['2026-04', 'Wed'],
      ['2026-01', 'Thu'],
      ['2026-05', 'Fri'],
      ['2026-08', 'Sat'],
    ];
    for (const [ym, weekday] of cases) {
      expect(firstWeekday(ym)).toBe(weekday);
      const grid = monthGrid(ym);
      const lead = grid[0].filter((d) => !d.inMonth);
      expect(lead).toHaveLength(WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]));
      expect(grid.flat().find((d) => d.inMonth)?.date).toBe(`${ym}-01`);
    }
  });

  it('fills the leading and trailing days from the neighbouring months', () => {
    const grid = monthGrid('2026-01'); // starts on a Thursday
    expect(grid[0].map((d) => d.date)).toEqual([
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
    expect(grid[grid.length - 1].map((d) => d.day)).toEqual([25, 26, 27, 28, 29, 30, 31]);
  });

  it('takes six weeks when a long month starts late in the week', () => {
    // August 2026: 31 days from a Saturday; May 2026: 31 days from a Friday
    expect(monthGrid('2026-08')).toHaveLength(6);
    expect(monthGrid('2026-05')).toHaveLength(6);
    const last = monthGrid('2026-08')[5];
    expect(last[0].date).toBe('2026-08-30');
    expect(last[1].date).toBe('2026-08-31');
    expect(last[2]).toEqual({ date: '2026-09-01', day: 1, inMonth: false });
  });

  it('takes four weeks for a February of 28 days starting on a Sunday, five otherwise', () => {
    expect(monthGrid('2026-02')).toHaveLength(4);
    expect(monthGrid('2026-11')).toHaveLength(5);
  });

  it('holds every day of the month once, leap days included', () => {
    for (const ym of ['2024-02', '2025-02', '2026-12', '2000-02', '2100-02']) {
      const days = monthGrid(ym)
        .flat()
        .filter((d) => d.inMonth);
      expect(days.map((d) => d.day)).toEqual(Array.from({ length: daysInMonth(ym) }, (_, i) => i + 1));
    }
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2100-02')).toBe(28);
    expect(daysInMonth('2000-02')).toBe(29);
  });
});

describe('month navigation and titles', () => {
  it('moves across year boundaries', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', -17)).toBe('2024-12');
  });

  it('titles a month and a day', () => {
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(longDate('2024-02-29')).toBe('Thursday, February 29, 2024');
  });

  it('takes today in local time', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
