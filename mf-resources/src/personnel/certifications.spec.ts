import { certificationState, parseCertificationText } from './certifications';

describe('certifications', () => {
  it('reads the comma-separated text as a trimmed list', () => {
    expect(parseCertificationText(' EMT-B , Hazmat Ops,,  ')).toEqual(['EMT-B', 'Hazmat Ops']);
    expect(parseCertificationText('')).toEqual([]);
    expect(parseCertificationText(undefined)).toEqual([]);
  });

  it('marks expired and expiring-within-60-days certifications', () => {
    const today = '2026-11-23';
    expect(certificationState({ name: 'a', expiresOn: '2026-11-22' }, today)).toBe('expired');
    expect(certificationState({ name: 'a', expiresOn: '2026-11-23' }, today)).toBe('expiring');
    expect(certificationState({ name: 'a', expiresOn: '2027-01-22' }, today)).toBe('expiring');
    expect(certificationState({ name: 'a', expiresOn: '2027-01-23' }, today)).toBe('valid');
    expect(certificationState({ name: 'a', expiresOn: null }, today)).toBe('no-expiry');
  });
});
