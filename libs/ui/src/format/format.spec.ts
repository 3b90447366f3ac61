import { displayValue, formatDate, formatDateTime, parseDate } from './format';

describe('formatDate', () => {
  it("shows 'Not recorded' for a missing date", () => {
    expect(formatDate(null)).toBe('Not recorded');
    expect(formatDate(undefined)).toBe('Not recorded');
    expect(formatDate('')).toBe('Not recorded');
    expect(formatDateTime(null)).toBe('Not recorded');
  });

  it("shows 'Invalid date' for an unparseable date", () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate('2024-02-31')).toBe('Invalid date');
    expect(formatDateTime('nope')).toBe('Invalid date');
  });

  it('uses the local format and keeps date-only values on their calendar day', () => {
    expect(formatDate('2024-03-05', 'en-US')).toBe('3/5/2024');
    expect(formatDate('2024-03-05', 'en-GB')).toBe('05/03/2024');
    const d = parseDate('2024-12-31');
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2024, 11, 31]);
    expect(formatDate(new Date(2024, 0, 2), 'en-US')).toBe('1/2/2024');
  });
});

describe('displayValue', () => {
  it("shows 'N/A' for missing values", () => {
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue(undefined, 'PSI')).toBe('N/A');
    expect(displayValue(0, 'PSI')).toBe('0 PSI');
    expect(displayValue(1500, 'GPM')).toBe('1500 GPM');
  });
});
