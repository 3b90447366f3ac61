import { emptyPersonnelForm, formFromPerson, toPersonnelBody } from './personnel-form-values';

describe('personnel form values', () => {
  it('sends certifications as a trimmed list, unassigned as null and an empty email as empty', () => {
    const body = toPersonnelBody({
      ...emptyPersonnelForm(),
      name: ' Ann Lee ',
      rank: 'Captain',
      badge: 'B-1',
      department: 'EMS',
      certifications: ' EMT-B, Hazmat Ops ,',
      certificationExpiry: { 'EMT-B': '2027-01-01' },
    });
    expect(body.name).toBe('Ann Lee');
    expect(body.certificationDetails).toEqual([
      { name: 'EMT-B', expiresOn: '2027-01-01' },
      { name: 'Hazmat Ops', expiresOn: null },
    ]);
    expect(body.assignedZone).toBeNull();
    expect(body.platoon).toBeNull();
    expect(body.email).toBe('');
    expect(body.shiftStartDate).toBeNull();
  });

  it('keeps the shift dates of a person through an edit that does not show them', () => {
    const values = formFromPerson({
      id: 1,
      name: 'A',
      rank: 'Captain',
      badge: 'B',
      department: 'EMS',
      status: 'active',
      certifications: [],
      certificationDetails: [],
      assignedZone: 'Zone 2',
      platoon: null,
      email: null,
      phoneNumber: null,
      notes: null,
      createdAt: '',
      updatedAt: '',
      version: 1,
      shiftStart: '07:00:00',
      shiftEnd: '19:00:00',
      shiftStartDate: '2026-01-01',
      shiftEndDate: '2026-12-31',
    });
    expect(values.shiftStart).toBe('07:00');
    const body = toPersonnelBody(values);
    expect(body.shiftStartDate).toBe('2026-01-01');
    expect(body.shiftEndDate).toBe('2026-12-31');
    expect(body.assignedZone).toBe('Zone 2');
  });
});
