import { fireEvent, render, screen, within } from '@testing-library/react';
import { ZoneList } from './zone-list';
import type { ZoneDto } from './zone-types';

const zone = (id: number, name: string): ZoneDto => ({
  id,
  name,
  color: 'blue',
  coordinates: [
    [39.7, -89.6],
    [39.8, -89.6],
    [39.8, -89.7],
  ],
  description: null,
  assignedPersonnel: [],
  hydrantCounts: { total: 3, operational: 2, maintenance: 1, outOfService: 0 },
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  version: 1,
});

describe('the zone list', () => {
  it('is a plain list (not the deprecated antd List): one item per zone, its counts, the selected one current', () => {
    const { container } = render(
      <ZoneList zones={[zone(1, 'North'), zone(2, 'South')]} selectedId={2} loading={false} onSelect={jest.fn()} />,
    );
    expect(container.querySelector('.ant-list')).toBeNull();
    const items = within(screen.getByRole('list', { name: 'Zones' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('North3 hydrants'),
      expect.stringContaining('South3 hydrants'),
    ]);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(items[0].textContent).toContain('Operational 2Maintenance 1Out of Service 0');
  });

  it('selects a zone with its button (a real button: the keyboard reaches it too)', () => {
    const onSelect = jest.fn();
    render(
      <ZoneList zones={[zone(1, 'North'), zone(7, 'South')]} selectedId={null} loading={false} onSelect={onSelect} />,
    );
    const button = screen.getByRole('button', { name: /South/ });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith(7);
  });

  it('says how to start when there is no zone', () => {
    render(<ZoneList zones={[]} selectedId={null} loading={false} onSelect={jest.fn()} />);
    expect(screen.getByText('No zones yet. Use Add Zone to draw one.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
