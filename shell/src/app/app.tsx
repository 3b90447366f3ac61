import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@hydrant/ui';
import { router } from './router';
import { store } from './store';

export function App() {
  return (
    <Provider store={store}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Provider>
  );
}
