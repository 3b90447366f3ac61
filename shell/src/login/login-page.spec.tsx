import { act, fireEvent, screen } from '@testing-library/react';
import { DEMO, jsonResponse, mockFetch, renderWithProviders, resetStores, testStore } from '../test-utils';
import { LoginPage } from './login-page';

afterEach(resetStores);

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('LoginPage', () => {
  it('shows the notice, the demo statement and the copyright line', () => {
    renderWithProviders(<LoginPage />, testStore());
    expect(screen.getByRole('heading', { name: 'HydrantOps' })).toBeTruthy();
    expect(screen.getByText('Authorized Personnel Only')).toBeTruthy();
    expect(screen.getByText(/Demo access lasts 2 hours and is read-only/)).toBeTruthy();
    expect(screen.getByText('© 2024 HydrantOps Systems. All rights reserved.')).toBeTruthy();
    expect(document.title).toBe('Sign In · HydrantOps');
  });

  it('asks for both fields without calling the API', async () => {
    const fetchFn = mockFetch({});
    renderWithProviders(<LoginPage />, testStore());
    fill('chief', '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please enter both username and password.')).toBeTruthy();
    const calls = fetchFn.mock.calls.map(([req]) => `${req.method} ${new URL(req.url).pathname}`);
    expect(calls).not.toContain('POST /api/auth/login');
  });

  it("shows 'Signing In...' while pending, then 'Login Successful' and sets the user", async () => {
    let answer!: (r: Response) => void;
    mockFetch({ 'POST /api/auth/login': () => new Promise<Response>((r) => (answer = r)) });
    const store = testStore();
    renderWithProviders(<LoginPage />, store);
    fill('chief', 'pw');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeTruthy();
    await act(async () => answer(jsonResponse(200, { username: 'chief', isDemo: false, demoTimeLeft: null })));
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(screen.getByText('Welcome back, chief!')).toBeTruthy();
    expect(store.getState().session.user?.username).toBe('chief');
  });

  it("shows 'Login Failed' with the server's message", async () => {
    mockFetch({
      'POST /api/auth/login': () =>
        jsonResponse(401, { statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' }),
    });
    renderWithProviders(<LoginPage />, testStore());
    fill('chief', 'bad');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it("falls back to 'Login failed' without a server message", async () => {
    mockFetch({ 'POST /api/auth/login': () => new Response('', { status: 502 }) });
    renderWithProviders(<LoginPage />, testStore());
    fill('chief', 'pw');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('grants demo access and says how many minutes remain', async () => {
    let answer!: (r: Response) => void;
    mockFetch({ 'POST /api/auth/demo': () => new Promise<Response>((r) => (answer = r)) });
    const store = testStore();
    renderWithProviders(<LoginPage />, store);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use Demo Access' })));
    expect(screen.getByRole('button', { name: 'Setting Up Demo...' })).toBeTruthy();
    await act(async () => answer(jsonResponse(200, DEMO)));
    expect(await screen.findByText('Demo Access Granted')).toBeTruthy();
    expect(screen.getByText('You have 120 minutes of read-only demo access.')).toBeTruthy();
    expect(store.getState().session.user?.isDemo).toBe(true);
  });

  it("shows 'Demo Access Failed' with its fallback", async () => {
    mockFetch({ 'POST /api/auth/demo': () => new Response('', { status: 500 }) });
    renderWithProviders(<LoginPage />, testStore());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use Demo Access' })));
    expect(await screen.findByText('Demo Access Failed')).toBeTruthy();
    expect(screen.getByText('Demo access failed')).toBeTruthy();
  });
});

describe('LoginPage with a directory', () => {
  const options = (localSignIn: 'all' | 'admin') => () =>
    jsonResponse(200, { providerName: 'City Directory', localSignIn });

  afterEach(() => window.history.replaceState(null, '', '/'));

  it("offers 'Sign in with <provider>' as a link to the provider's round trip, and keeps the local form", async () => {
    mockFetch({ 'GET /api/auth/options': options('all') });
    renderWithProviders(<LoginPage />, testStore());
    const link = await screen.findByRole('link', { name: /Sign in with City Directory/ });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start');
    expect(screen.getByText('or with a local account')).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('says passwords are for administrators only when the site keeps them for break-glass accounts', async () => {
    mockFetch({ 'GET /api/auth/options': options('admin') });
    renderWithProviders(<LoginPage />, testStore());
    expect(await screen.findByText('administrators only')).toBeTruthy();
  });

  it('explains a refusal the provider round trip ended with (no role mapped)', async () => {
    window.history.replaceState(null, '', '/login?signInError=no-role');
    mockFetch({ 'GET /api/auth/options': options('all') });
    renderWithProviders(<LoginPage />, testStore());
    expect(await screen.findByText(/Your directory account has no role in this console/)).toBeTruthy();
  });

  it('shows no directory button when the site has none', async () => {
    const fetchFn = mockFetch({
      'GET /api/auth/options': () => jsonResponse(200, { providerName: null, localSignIn: 'all' }),
    });
    renderWithProviders(<LoginPage />, testStore());
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchFn).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });
});
