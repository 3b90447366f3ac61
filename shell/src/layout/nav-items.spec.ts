import { NAV_ITEMS, isNavActive, navItemFor } from './nav-items';

describe('sidebar entries', () => {
  it('lists the eleven screens in SPEC order, then Field', () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.path])).toEqual([
      ['Dashboard', '/'],
      ['Analytics', '/analytics'],
      ['Hydrant Map', '/search'],
      ['Zones', '/zones'],
      ['Maintenance', '/maintenance'],
      ['Alerts', '/alerts'],
      ['Equipment', '/equipment'],
      ['Personnel', '/personnel'],
      ['Calendar', '/calendar'],
      ['Reports', '/reports'],
      ['Help', '/help'],
      ['Field', '/field'],
    ]);
  });

  it('highlights the exact route and its sub-paths; the root only on itself', () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/alerts', '/')).toBe(false);
    expect(isNavActive('/alerts', '/alerts')).toBe(true);
    expect(isNavActive('/alerts/12', '/alerts')).toBe(true);
    expect(isNavActive('/alertsx', '/alerts')).toBe(false);
    expect(navItemFor('/maintenance/42/edit')?.label).toBe('Maintenance');
    expect(navItemFor('/nowhere')).toBeUndefined();
  });
});
