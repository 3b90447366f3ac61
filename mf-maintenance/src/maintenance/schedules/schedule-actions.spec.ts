import { isOverdue, scheduleActions } from './schedule-actions';

describe('schedule button rules (SPEC §2)', () => {
  it('scheduled and overdue work shows Start Work', () => {
    expect(scheduleActions('scheduled')).toEqual(['start']);
    expect(scheduleActions('overdue')).toEqual(['start']);
  });
  it('work in progress shows Start Work (hand over) and Complete Work', () => {
    expect(scheduleActions('in-progress')).toEqual(['start', 'complete']);
  });
  it('an incomplete schedule shows Log Issues and Mark Complete', () => {
    expect(scheduleActions('incomplete')).toEqual(['log-issues', 'mark-complete']);
  });
  it('any other status shows only its badge', () => {
    expect(scheduleActions('completed')).toEqual([]);
    expect(scheduleActions('cancelled')).toEqual([]);
    expect(scheduleActions('something-else')).toEqual([]);
  });
});

describe('overdue (SPEC §9: scheduled and its date passed)', () => {
  const today = new Date(2025, 2, 14);
  it('is a scheduled task dated before today', () => {
    expect(isOverdue('scheduled', '2025-03-13', today)).toBe(true);
    expect(isOverdue('scheduled', '2025-03-14', today)).toBe(false);
    expect(isOverdue('scheduled', '2025-03-20', today)).toBe(false);
  });
  it('is never work already started or done', () => {
    expect(isOverdue('in-progress', '2020-01-01', today)).toBe(false);
    expect(isOverdue('completed', '2020-01-01', today)).toBe(false);
  });
  it('keeps a status the server already marked overdue', () => {
    expect(isOverdue('overdue', '2025-03-20', today)).toBe(true);
  });
});
