import { parseCertificationText } from './certifications';

describe('certifications', () => {
  it('reads the comma-separated text as a trimmed list', () => {
    expect(parseCertificationText(' EMT-B , Hazmat Ops,,  ')).toEqual(['EMT-B', 'Hazmat Ops']);
    expect(parseCertificationText('')).toEqual([]);
    expect(parseCertificationText(undefined)).toEqual([]);
  });
});
