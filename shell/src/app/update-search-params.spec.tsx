import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createBrowserRouter, useLocation } from 'react-router';
import { useUpdateSearchParams } from '@hydrant/ui';

// @hydrant/ui's address hook under the console's kind of router: a data router over the
// browser's history, whose navigations land a moment after they are asked for.

type Update = ReturnType<typeof useUpdateSearchParams>;

function Probe({ name, onUpdate }: { name: string; onUpdate: (update: Update) => void }) {
  onUpdate(useUpdateSearchParams());
  const location = useLocation();
  return <output data-testid={`address-${name}`}>{location.pathname + location.search}</output>;
}

const shown = (name: string) => screen.getByTestId(`address-${name}`).textContent;

function renderAt(path: string, updates: Record<string, Update>) {
  window.history.replaceState(null, '', path);
  const element = (
    <>
      <Probe name="a" onUpdate={(update) => (updates.a = update)} />
      <Probe name="b" onUpdate={(update) => (updates.b = update)} />
    </>
  );
  const router = createBrowserRouter([{ path: '/admin', element }]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUpdateSearchParams under the console router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps two changes made in the same tick, in the address and on screen', async () => {
    const updates: Record<string, Update> = {};
    const router = renderAt('/admin?tab=audit', updates);
    await act(async () => {
      updates.a((current) => current.set('table', 'hydrants'), { replace: true });
      updates.b((current) => current.set('record', '12'), { replace: true });
    });
    await waitFor(() => expect(shown('b')).toBe('/admin?tab=audit&table=hydrants&record=12'));
    expect(window.location.search).toBe('?tab=audit&table=hydrants&record=12');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('builds the next change on the one before once it has landed', async () => {
    const updates: Record<string, Update> = {};
    renderAt('/admin?tab=users', updates);
    await act(async () => updates.a((current) => current.set('usersRole', 'admin')));
    await waitFor(() => expect(shown('a')).toBe('/admin?tab=users&usersRole=admin'));
    await act(async () => updates.b((current) => current.set('usersPage', '2')));
    expect(window.location.search).toBe('?tab=users&usersRole=admin&usersPage=2');
  });
});
