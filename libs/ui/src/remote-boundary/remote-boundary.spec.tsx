import { lazy } from 'react';
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteBoundary } from './remote-boundary';

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

describe('RemoteBoundary', () => {
  it('shows a spinner while the remote loads, then the screen', async () => {
    let resolve!: (m: { default: () => ReactElement }) => void;
    const Screen = lazy(() => new Promise<{ default: () => ReactElement }>((r) => (resolve = r)));
    render(
      <RemoteBoundary name="mf_test">
        <Screen />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('status', { name: 'Loading module' })).toBeTruthy();
    await act(async () => resolve({ default: () => <h2>Loaded screen</h2> }));
    expect(screen.getByRole('heading', { name: 'Loaded screen' })).toBeTruthy();
  });

  it('shows "This module is unavailable" and really retries', async () => {
    let available = false;
    let loads = 0;
    // What the shell does: a fresh lazy component per attempt (the failed one is dropped on retry).
    let current = makeLazy();
    function makeLazy() {
      return lazy(async () => {
        loads += 1;
        if (!available) throw new Error('remote down');
        return { default: () => <h2>Alert Management Center</h2> };
      });
    }
    function Screen() {
      const C = current;
      return <C />;
    }
    const onRetry = jest.fn(() => {
      current = makeLazy();
    });

    render(
      <RemoteBoundary name="mf_maintenance" label="Alerts" onRetry={onRetry}>
        <Screen />
      </RemoteBoundary>,
    );
    expect(await screen.findByText('This module is unavailable')).toBeTruthy();
    expect(screen.getByText(/rest of the console keeps working/)).toBeTruthy();
    expect(screen.getByTestId('remote-unavailable').getAttribute('data-remote')).toBe('mf_maintenance');

    // still down: retry fails again
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('This module is unavailable')).toBeTruthy();

    // server back: retry loads the screen without a reload
    available = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Alert Management Center' })).toBeTruthy();
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(loads).toBe(3);
  });

  it('catches a remote that throws while rendering', async () => {
    function Broken(): ReactElement {
      throw new Error('bug in remote');
    }
    render(
      <RemoteBoundary name="mf_reports">
        <Broken />
      </RemoteBoundary>,
    );
    expect(await screen.findByText('This module is unavailable')).toBeTruthy();
  });
});
