import { completeDefaults, toCompleteBody } from './complete-work-values';
import { MAX_WORK_PHOTOS, PHOTOS_TOO_LARGE, photoLimitError } from './work-photos';
import type { Schedule } from '../../shared/types';

const schedule: Schedule = {
  id: 7,
  hydrant: { id: 42, hydrantId: 'H-0042', address: '1 Main St' },
  scheduledDate: '2025-03-10',
  maintenanceType: 'inspection',
  priority: 'medium',
  assignedTo: 'Alex Rivera',
  description: 'Annual inspection',
  estimatedDuration: 30,
  status: 'in-progress',
  technicianName: null,
  technicianId: null,
  alertId: null,
  version: 3,
};

const photo = (chars: number) => 'data:image/jpeg;base64,' + 'A'.repeat(chars);

describe('Complete Maintenance Work values', () => {
  it('prefills the technician from assignedTo (SPEC §5) and leaves the next date empty when completed', () => {
    expect(completeDefaults(schedule, 'completed', '2025-03-14')).toMatchObject({
      status: 'completed',
      technicianName: 'Alex Rivera',
      nextMaintenanceDate: '',
      photos: [],
    });
  });

  it('prefers the technician who started the work', () => {
    const started = { ...schedule, technicianName: 'Sam Lee', technicianId: 'T-9' };
    expect(completeDefaults(started, 'completed')).toMatchObject({ technicianName: 'Sam Lee', technicianId: 'T-9' });
  });

  it('dates an incomplete task’s follow-up 7 days later (DECISIONS §7)', () => {
    expect(completeDefaults(schedule, 'incomplete', '2025-03-28').nextMaintenanceDate).toBe('2025-04-04');
  });

  it('sends SPEC §7’s body: today, the schedule’s hydrant and type, blanks as null', () => {
    const v = { ...completeDefaults(schedule, 'completed'), workPerformed: '  Checked  ', cost: ' ' };
    expect(toCompleteBody(schedule, v, '2025-03-14')).toEqual({
      hydrantId: 42,
      maintenanceType: 'inspection',
      completedDate: '2025-03-14',
      technicianName: 'Alex Rivera',
      technicianId: null,
      workPerformed: 'Checked',
      findingsNotes: null,
      photos: null,
      workDuration: null,
      status: 'completed',
      issuesFound: null,
      nextMaintenanceDate: null,
      partsUsed: null,
      cost: null,
    });
  });

  it('refuses more than 10 photos or over 5 MB of photo data with SPEC §5’s message', () => {
    expect(photoLimitError(Array.from({ length: MAX_WORK_PHOTOS }, () => photo(100)))).toBeNull();
    expect(photoLimitError(Array.from({ length: MAX_WORK_PHOTOS + 1 }, () => photo(100)))).toBe(PHOTOS_TOO_LARGE);
    // 7 photos of 760,000 characters: each under the per-photo cap, together over 5 MB
    const big = Array.from({ length: 7 }, () => photo(760_000));
    expect(photoLimitError(big)).toBe(PHOTOS_TOO_LARGE);
    expect(() => toCompleteBody(schedule, { ...completeDefaults(schedule, 'completed'), photos: big })).toThrow(
      'Photo data is too large. Please use fewer or smaller photos.',
    );
  });
});
