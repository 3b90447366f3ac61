import { apiEnvironmentReads, NOT_SETTINGS } from './api-environment';
import { inlineCodeOf } from './markdown';

const REFERENCE = 'docs/operations/configuration.md';

describe(`the configuration reference (${REFERENCE})`, () => {
  const reads = apiEnvironmentReads();
  const documented = new Set(inlineCodeOf(REFERENCE).flatMap((code) => code.match(/\b[A-Z][A-Z0-9_]{2,}\b/g) ?? []));

  it('finds the settings the API reads (the scan itself works)', () => {
    const names = new Set(reads.map((r) => r.name));
    for (const name of [
      'DATABASE_URL',
      'PORT',
      'SESSION_SECRET',
      'LOGIN_MAX_FAILURES',
      'SMTP_HOST',
      'NOTIFY_MAX_ATTEMPTS',
      'PG_DUMP',
      'REMOTE_URL_MF_REPORTS',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('documents every environment variable the API reads', () => {
    const undocumented = reads
      .filter((r) => !(r.name in NOT_SETTINGS) && !documented.has(r.name))
      .map((r) => `${r.name} (read at ${r.at})`);
    expect([...new Set(undocumented)]).toEqual([]);
  });
});
