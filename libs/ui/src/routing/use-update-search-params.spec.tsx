import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useUpdateSearchParams } from './use-update-search-params';

type Update = ReturnType<typeof useUpdateSearchParams>;

/** Shows the address and hands out the hook's update; `name` tells several apart. */
function Probe({ name = 'a', onUpdate }: { name?: string; onUpdate: (update: Update) => void }) {
  const update = useUpdateSearchParams();
  onUpdate(update);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid={`address-${name}`}>{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back {name}
      </button>
      <button type="button" onClick={() => void navigate('/other?x=9')}>
        Elsewhere {name}
      </button>
    </div>
  );
}

const set = (key: string, value: string) => (current: URLSearchParams) => {
  current.set(key, value);
};
const address = (name = 'a') => screen.getByTestId(`address-${name}`).textContent;

describe('useUpdateSearchParams', () => {
  it('keeps both of two changes made in the same tick (MemoryRouter, not window.location)', () => {
    let update!: Update;
    render(
      <MemoryRouter initialEntries={['/audit?user=ann']}>
        <Probe onUpdate={(u) => (update = u)} />
      </MemoryRouter>,
    );
    expect(window.location.search).toBe('');
    act(() => {
      update(set('table', 'hydrants'), { replace: true });
      update(set('record', '12'), { replace: true });
    });
    expect(address()).toBe('/audit?user=ann&table=hydrants&record=12');
  });

  it('keeps changes made in the same tick by two parts of a screen', () => {
    const updates: Record<string, Update> = {};
    render(
      <MemoryRouter initialEntries={['/maintenance?tab=history']}>
        <Probe name="a" onUpdate={(u) => (updates.a = u)} />
        <Probe name="b" onUpdate={(u) => (updates.b = u)} />
      </MemoryRouter>,
    );
    act(() => {
      updates.a(set('hydrant', '7'));
      updates.b((current) => {
        current.delete('tab');
        current.set('page', '2');
        return current;
      });
    });
    expect(address('a')).toBe('/maintenance?hydrant=7&page=2');
    expect(address('b')).toBe('/maintenance?hydrant=7&page=2');
  });

  it('builds on the address as rendered once the changes have landed, and after a move elsewhere', () => {
    let update!: Update;
    render(
      <MemoryRouter initialEntries={['/?page=2']}>
        <Probe onUpdate={(u) => (update = u)} />
      </MemoryRouter>,
    );
    act(() => update(set('search', 'main')));
    expect(address()).toBe('/?page=2&search=main');
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere a' }));
    expect(address()).toBe('/other?x=9');
    act(() => update(set('y', '1')));
    expect(address()).toBe('/other?x=9&y=1');
  });

  it('adds a history entry unless asked to replace the current one', () => {
    let update!: Update;
    render(
      <MemoryRouter initialEntries={['/start', '/?a=1']} initialIndex={1}>
        <Probe onUpdate={(u) => (update = u)} />
      </MemoryRouter>,
    );
    act(() => update(set('b', '2')));
    act(() => update(set('c', '3'), { replace: true }));
    expect(address()).toBe('/?a=1&b=2&c=3');
    fireEvent.click(screen.getByRole('button', { name: 'Back a' }));
    expect(address()).toBe('/?a=1');
    fireEvent.click(screen.getByRole('button', { name: 'Back a' }));
    expect(address()).toBe('/start');
  });

  it('removes every parameter when the change leaves none, keeping the path', () => {
    let update!: Update;
    render(
      <MemoryRouter initialEntries={['/alerts?alert=4']}>
        <Probe onUpdate={(u) => (update = u)} />
      </MemoryRouter>,
    );
    act(() => update((current) => current.delete('alert')));
    expect(address()).toBe('/alerts');
  });
});
