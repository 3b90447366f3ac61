import { neighbourCursor } from './registry-cursor';

const items = [{ hydrantId: 'H-010' }, { hydrantId: 'H-011' }, { hydrantId: 'H-012' }];
const from = { page: 4, status: 'maintenance', search: undefined };

describe('registry keyset cursor', () => {
  it('goes to the next page after the last hydrant shown, to the previous before the first', () => {
    expect(neighbourCursor(items, from, 5)).toEqual({ ...from, page: 5, key: { after: 'H-012' } });
    expect(neighbourCursor(items, from, 3)).toEqual({ ...from, page: 3, key: { before: 'H-010' } });
  });

  it('has no key for a jump or from an empty page', () => {
    expect(neighbourCursor(items, from, 9)).toBeNull();
    expect(neighbourCursor(items, from, 1)).toBeNull();
    expect(neighbourCursor([], from, 5)).toBeNull();
  });
});
