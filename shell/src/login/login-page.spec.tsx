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
    expect(fetchFn).not.toHaveBeenCalled();
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
