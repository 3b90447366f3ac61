import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { sessionReducer, userReceived } from '@hydrant/api-client';
import type { CurrentUser } from '@hydrant/api-client';
import { DemoDisabled } from './demo-guard';

function renderAs(user: CurrentUser) {
  const store = configureStore({ reducer: { session: sessionReducer } });
  store.dispatch(userReceived(user));
  return render(
    <Provider store={store}>
      <DemoDisabled>
        <Button>Add New Hydrant</Button>
      </DemoDisabled>
    </Provider>,
  );
}

describe('DemoDisabled', () => {
  it('leaves write buttons enabled for regular users', () => {
    renderAs({
      username: 'chief',
      isDemo: false,
      demoTimeLeft: null,
      role: 'admin',
      mustChangePassword: false,
      secondFactorEnabled: false,
      mustSetUpSecondFactor: false,
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add New Hydrant' }).disabled).toBe(false);
  });

  it('disables write buttons for demo users', () => {
    const { container } = renderAs({
      username: 'demo',
      isDemo: true,
      demoTimeLeft: 120,
      role: 'viewer',
      mustChangePassword: false,
      secondFactorEnabled: false,
      mustSetUpSecondFactor: false,
    });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add New Hydrant' }).disabled).toBe(true);
    expect(container.querySelector('[data-demo-disabled="true"]')).not.toBeNull();
  });

  it("needs the store: outside it, 'useAuth must be used within an AuthProvider'", () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <DemoDisabled>
          <Button>Add</Button>
        </DemoDisabled>,
      ),
    ).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});

describe('DemoDisabled with roles', () => {
  const as = (role: CurrentUser['role']): CurrentUser => ({
    username: 'u',
    isDemo: false,
    demoTimeLeft: null,
    role,
    mustChangePassword: false,
    secondFactorEnabled: false,
    mustSetUpSecondFactor: false,
  });

  it('disables a write for a role below the default (officer) and says why', () => {
    const { container } = renderAs(as('inspector'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add New Hydrant' }).disabled).toBe(true);
    expect(container.querySelector('[data-role-disabled="true"]')).not.toBeNull();
  });

  it('leaves it enabled for an officer and an admin', () => {
    renderAs(as('officer'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add New Hydrant' }).disabled).toBe(false);
  });
});
