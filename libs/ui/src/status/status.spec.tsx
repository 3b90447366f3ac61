import { render, screen } from '@testing-library/react';
import { PriorityBadge, priorityColor } from './priority';
import { StatusBadge, statusColor, statusLabel } from './status';

describe('status display rules', () => {
  it.each([
    ['operational', 'Operational', 'green'],
    ['maintenance', 'Maintenance', 'orange'],
    ['out-of-service', 'Out of Service', 'red'],
    ['decommissioned', 'Unknown', 'grey'],
    [null, 'Unknown', 'grey'],
    [undefined, 'Unknown', 'grey'],
  ])('%s → %s / %s', (status, label, color) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusColor(status)).toBe(color);
  });

  it('renders a badge with the label', () => {
    render(<StatusBadge status="out-of-service" />);
    const tag = screen.getByText('Out of Service');
    expect(tag.getAttribute('data-status-color')).toBe('red');
  });
});

describe('priority colours', () => {
  it('urgent red, high orange, medium yellow, low blue', () => {
    expect(priorityColor('urgent')).toBe('red');
    expect(priorityColor('high')).toBe('orange');
    expect(priorityColor('medium')).toBe('yellow');
    expect(priorityColor('low')).toBe('blue');
    expect(priorityColor('whatever')).toBe('grey');
  });

  it('renders an upper-case badge', () => {
    render(<PriorityBadge priority="high" />);
    expect(screen.getByText('HIGH').getAttribute('data-priority-color')).toBe('orange');
  });
});
