import { configureStore } from '@reduxjs/toolkit';
import { api, sessionExpiryMiddleware, sessionReducer } from '@hydrant/api-client';

/**
 * The console's one Redux store, owned by the shell. Remotes reach it through the shared
 * react-redux Provider and inject their endpoints into the shared api.
 */
export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      session: sessionReducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, sessionExpiryMiddleware),
  });
}

export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
