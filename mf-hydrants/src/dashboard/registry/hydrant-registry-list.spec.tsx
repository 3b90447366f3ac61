import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { render, screen, within } from '@testing-library/react';
import { sessionReducer, userReceived } from '@hydrant/api-client';
import type { HydrantDto } from '../hydrant-types';
import { NO_ATTRIBUTES } from '../form/hydrant-attribute-values';
import { HydrantRegistryList } from './hydrant-registry-list';
import { REGISTRY_EMPTY_TEXT } from './hydrant-registry-table';

const hydrant = (over: Partial<HydrantDto>): HydrantDto => ({
  id: 1,
  hydrantId: 'H-001',
  address: '12 Main St',
  latitude: 39.7,
  longitude: -89.6,
  status: 'operational',
  pressure: 60,
  flowRate: 1200,
  flowClass: 'A',
  flowRateSource: 'manual',
  flowRateSetAt: '2024-01-01T00:00:00Z',
  lastInspection: null,
  area: 'North',
  inspector: 'J. Doe',
  checklist: [],
  notes: null,
  photos: [],
  createdAt: '2024-01-01T00:00:00Z',
  version: 1,
  updatedAt: '2024-01-01T00:00:00Z',
  ...NO_ATTRIBUTES,
  ...over,
});

function renderList(items: HydrantDto[]) {
  const store = configureStore({ reducer: { session: sessionReducer } });
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
  const handlers = { onEdit: jest.fn(), onView: jest.fn(), onDelete: jest.fn() };
  const view = render(
    <Provider store={store}>
      <HydrantRegistryList items={items} loading={false} {...handlers} />
    </Provider>,
  );
  return { ...view, handlers };
}

describe('the registry on a phone', () => {
  it('is a plain list (not the deprecated antd List) with every column and the row actions', () => {
    const { container, handlers } = renderList([
      hydrant({}),
      hydrant({ id: 2, hydrantId: 'H-002', inspector: null, pressure: null, status: 'out-of-service' }),
    ]);
    expect(container.querySelector('.ant-list')).toBeNull();
    const items = within(screen.getByTestId('hydrant-registry')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1].textContent).toContain('H-002');
    expect(items[1].textContent).toContain('Out of Service');
    expect(items[1].textContent).toContain('Inspector: N/A');
    expect(items[1].textContent).toContain('Pressure (PSI): N/A');
    expect(items[1].textContent).toContain('Flow Rate (GPM): 1200');
    within(items[1]).getByRole('button', { name: 'Delete hydrant H-002' }).click();
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ hydrantId: 'H-002' }));
  });

  it('says how to start when the registry is empty', () => {
    renderList([]);
    expect(within(screen.getByTestId('hydrant-registry')).getByText(REGISTRY_EMPTY_TEXT)).toBeTruthy();
  });
});
