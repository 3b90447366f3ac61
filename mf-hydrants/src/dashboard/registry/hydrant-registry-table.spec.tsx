import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { render, screen, within } from '@testing-library/react';
import { sessionReducer, userReceived } from '@hydrant/api-client';
import type { HydrantDto } from '../hydrant-types';
import { HydrantRegistryTable } from './hydrant-registry-table';
import { NO_ATTRIBUTES } from '../form/hydrant-attribute-values';

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

function renderTable(items: HydrantDto[], { loading = false, isDemo = false } = {}) {
  const store = configureStore({ reducer: { session: sessionReducer } });
  store.dispatch(
    userReceived({
      username: isDemo ? 'Demo User' : 'chief',
      isDemo,
      demoTimeLeft: isDemo ? 120 : null,
      role: isDemo ? 'viewer' : 'admin',
      mustChangePassword: false,
      secondFactorEnabled: false,
      mustSetUpSecondFactor: false,
    }),
  );
  const handlers = { onEdit: jest.fn(), onView: jest.fn(), onDelete: jest.fn() };
  render(
    <Provider store={store}>
      <HydrantRegistryTable items={items} loading={loading} {...handlers} />
    </Provider>,
  );
  return handlers;
}

describe('Hydrant Registry table', () => {
  it("shows SPEC's seven columns, N/A for missing values and a status badge", () => {
    renderTable([
      hydrant({}),
      hydrant({ id: 2, hydrantId: 'H-002', inspector: null, pressure: null, flowRate: null, status: 'out-of-service' }),
    ]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Hydrant ID',
      'Location',
      'Status',
      'Inspector',
      'Pressure (PSI)',
      'Flow Rate (GPM)',
      'Actions',
    ]);
    const row = screen.getByText('H-002').closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 6)).toEqual(['H-002', '12 Main St', 'Out of Service', 'N/A', 'N/A', 'N/A']);
  });

  it('offers edit, view details and delete on each row by name', () => {
    const handlers = renderTable([hydrant({})]);
    screen.getByRole('button', { name: 'Edit hydrant H-001' }).click();
    screen.getByRole('button', { name: 'View details of hydrant H-001' }).click();
    screen.getByRole('button', { name: 'Delete hydrant H-001' }).click();
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ hydrantId: 'H-001' }));
    expect(handlers.onView).toHaveBeenCalledTimes(1);
    expect(handlers.onDelete).toHaveBeenCalledTimes(1);
  });

  it('disables edit and delete for demo users, but not view details', () => {
    renderTable([hydrant({})], { isDemo: true });
    const disabled = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name }).disabled;
    expect(disabled('Edit hydrant H-001')).toBe(true);
    expect(disabled('Delete hydrant H-001')).toBe(true);
    expect(disabled('View details of hydrant H-001')).toBe(false);
  });

  it('shows the empty text when there are no hydrants', () => {
    renderTable([]);
    expect(screen.getByText('No hydrants found. Add your first hydrant to get started.')).toBeTruthy();
  });

  it('shows five placeholder rows while loading', () => {
    renderTable([], { loading: true });
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
  });
});
