import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import { api, sessionReducer, userReceived } from '@hydrant/api-client';
import { DownloadError, downloadFile, useDownload } from './file-download';

// jsdom has no fetch Response: the little of it a download reads
const answer = (status: number, body: string, statusText = '') =>
  jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    blob: async () => new Blob([body], { type: 'text/csv' }),
  })) as unknown as typeof fetch;

function signedInStore() {
  const store = configureStore({
    reducer: { session: sessionReducer, [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  store.dispatch(
    userReceived({
      username: 'chief',
      isDemo: false,
      demoTimeLeft: null,
      role: 'admin',
      mustChangePassword: false,
      secondFactorEnabled: false,
      mustSetUpSecondFactor: false,
    }),
  );
  return store;
}

describe('downloadFile', () => {
  it('saves the answer under the given name', async () => {
    const save = jest.fn<void, [Blob, string]>();
    await downloadFile('/api/x.csv', 'x.csv', answer(200, 'a,b\n'), save);
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'x.csv');
    expect(save.mock.calls[0][0].size).toBe(4);
  });

  it('rejects with the status and the server text, and saves nothing', async () => {
    const save = jest.fn();
    const failure = downloadFile('/api/x.csv', 'x.csv', answer(400, 'Radius must be between 1 and 500 miles'), save);
    await expect(failure).rejects.toEqual(new DownloadError(400, '400: Radius must be between 1 and 500 miles'));
    expect(save).not.toHaveBeenCalled();
  });
});

describe('useDownload', () => {
  async function run(status: number) {
    const store = signedInStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const download = () => downloadFile('/api/x.csv', 'x.csv', answer(status, '', 'Refused'), jest.fn());
    const { result } = renderHook(() => useDownload(download), { wrapper });
    let error: unknown;
    await act(async () => {
      await result.current().catch((e: unknown) => (error = e));
    });
    return { error, user: store.getState().session.user };
  }

  it('signs the console out when the server says the session is over (401)', async () => {
    const { error, user } = await run(401);
    expect(error).toEqual(new DownloadError(401, '401: Refused'));
    expect(user).toBeNull();
  });

  it('keeps the user signed in on other failures', async () => {
    const { error, user } = await run(500);
    expect((error as DownloadError).status).toBe(500);
    expect(user?.username).toBe('chief');
  });
});
