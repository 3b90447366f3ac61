import ICAL from 'ical.js';
import { calendarIcs, foldIcsLines } from './calendar-ics.js';

const row = (overrides: Record<string, unknown> = {}) => ({
  day: '2028-02-29',
  id: 7,
  name: 'Zoë Ñúñez-Ødegård',
  rank: 'Captain',
  badge: 'SFD-7',
  department: 'Station 1',
  assigned_zone: null,
  platoon: null,
  shift_start: null,
  shift_end: null,
  ...overrides,
});

describe('the .ics writer', () => {
  it('folds lines at 75 octets without splitting a character, and unfolding gives the line back', () => {
    const line = `SUMMARY:${'é'.repeat(50)}🚒${'x'.repeat(100)}`;
    const folded = foldIcsLines(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(physical.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldIcsLines('SHORT:line\r\nEND:VEVENT')).toBe('SHORT:line\r\nEND:VEVENT');
  });

  it('writes one all-day VEVENT per row that a real parser reads back (long non-ASCII text, escaping)', () => {
    const long = `${'Ä'.repeat(90)}; a, b \\ c`;
    const text = calendarIcs(
      '2028-02',
      [row(), row({ id: 8, name: long, day: '2028-02-28', platoon: 'B' })],
      new Date('2028-02-01T00:00:00Z'),
    );
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.summary, e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['personnel-7-2028-02-29@hydrant-console.local', 'Zoë Ñúñez-Ødegård on duty', '2028-02-29', '2028-03-01'],
      ['personnel-8-2028-02-28@hydrant-console.local', `${long} on duty`, '2028-02-28', '2028-02-29'],
    ]);
    expect(events[0].description).toBe('Rank: Captain\nBadge: SFD-7\nDepartment: Station 1\nZone: Unassigned');
    expect(events[1].description).toContain('Platoon: B');
  });

  it('writes an empty calendar when nobody is on duty', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarIcs('2026-01', [])));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
