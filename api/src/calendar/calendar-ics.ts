import ical from 'ical-generator';
import type { OnDutyRow } from './calendar.service.js';

/** The product name in PRODID and in the event UIDs' domain part. */
const PRODUCT = { company: 'Fire Hydrant Operations Console', product: 'Personnel Calendar', language: 'EN' };
const UID_DOMAIN = 'hydrant-console.local';

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/**
 * DECISIONS §10: the month as an iCalendar file (RFC 5545), one all-day event per
 * on-duty day of each person shown. UIDs are stable (person and day), so importing a
 * newer export updates the events instead of doubling them.
 */
export function calendarIcs(month: string, rows: OnDutyRow[], stamp: Date = new Date()): string {
  const calendar = ical({ prodId: PRODUCT, name: `Personnel Calendar ${month}` });
  for (const row of rows) {
    const details = [
      `Rank: ${row.rank}`,
      `Badge: ${row.badge}`,
      `Department: ${row.department}`,
      `Zone: ${row.assigned_zone ?? 'Unassigned'}`,
      ...(row.platoon ? [`Platoon: ${row.platoon}`] : []),
      ...(row.shift_start && row.shift_end ? [`Shift: ${row.shift_start} - ${row.shift_end}`] : []),
    ];
    calendar.createEvent({
      id: `personnel-${row.id}-${row.day}@${UID_DOMAIN}`,
      start: new Date(`${row.day}T00:00:00Z`),
      end: nextDay(row.day),
      allDay: true,
      stamp,
      summary: `${row.name} on duty`,
      description: details.join('\n'),
      location: row.assigned_zone ?? undefined,
    });
  }
  return calendar.toString();
}
