import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ADMIN, DEMO, jsonResponse, mockFetch, renderWithProviders, resetStores, testStore } from '../test-utils';
import type { AppStore } from '../app/store';
import { routes } from '../app/router';

// Remote screens are loaded by Module Federation in the browser; here they are stubs
// (jest.mock is hoisted above the imports).
jest.mock('../remotes/remote-screen', () => ({
  RemoteScreen: ({ label }: { label: string }) => <h2>{label} screen</h2>,
}));

afterEach(resetStores);

function renderAt(path: string, store: AppStore, width = 1280) {
  window.innerWidth = width;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, store);
  return router;
}

describe('session gate', () => {
  it('shows the splash while the session loads, the login screen when signed out', () => {
    const store = testStore();
    renderAt('/alerts', store);
    expect(screen.getByTestId('app-splash')).toBeTruthy();
    act(() => {
      store.dispatch({ type: 'session/userCleared' });
    });
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });
});

describe('layout (wide)', () => {
  it('lights the current entry only, shows the footer and titles the page', async () => {
    renderAt('/alerts/12', testStore(ADMIN));
    expect(await screen.findByRole('heading', { name: 'Alerts screen' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Alerts']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('current-username').textContent).toBe('chief');
    expect(screen.getByText('Authorized Personnel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.getByText('© 2024 HydrantOps Systems. All rights reserved.')).toBeTruthy();
    expect(screen.queryByTestId('demo-banner')).toBeNull();
    expect(document.title).toBe('Alerts · HydrantOps');
  });

  it('shows the 404 page for unknown paths', async () => {
    renderAt('/no/such/page', testStore(ADMIN));
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page Not Found · HydrantOps');
  });

  it('opens the dashboard from a bookmarked /login once signed in', async () => {
    const router = renderAt('/login', testStore(ADMIN));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the demo banner and label for demo users', async () => {
    renderAt('/', testStore(DEMO));
    expect(await screen.findByTestId('demo-banner')).toBeTruthy();
    expect(screen.getByTestId('demo-banner').textContent).toContain('120 minutes left');
    expect(screen.getByText('Demo User')).toBeTruthy();
  });

  it('signs out even when the call fails, and returns to the login screen', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'POST /api/auth/logout': () => jsonResponse(500, { message: 'boom' }) });
    const store = testStore(ADMIN);
    const router = renderAt('/alerts', store);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Out' })));
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(store.getState().session.user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(errorSpy).toHaveBeenCalledWith('Logout failed', expect.anything());
    errorSpy.mockRestore();
  });
});

describe('layout (narrow)', () => {
  it('opens the drawer from the top bar and closes it when an entry is chosen', async () => {
    renderAt('/', testStore(ADMIN), 800);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open menu' })));
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await act(async () => fireEvent.click(within(nav).getByRole('link', { name: 'Zones' })));
    expect(await screen.findByRole('heading', { name: 'Zones screen' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false'),
    );
  });
});
