import { render, screen } from '@testing-library/react';
import { ReadingsChart, xByDate } from './readings-chart';

describe('the readings trend lines', () => {
  it('place readings by date: two a day apart, then one a year later, sit at the left and at the right', () => {
    const [a, b, c] = xByDate(['2024-01-01', '2024-01-02', '2025-01-01'], 372, 6);
    expect(a).toBe(6);
    expect(b).toBeCloseTo(7, 0);
    expect(c).toBe(366);
  });

  it('put readings of a single day in the middle', () => {
    expect(xByDate(['2024-05-01', '2024-05-01'], 280, 6)).toEqual([140, 140]);
  });

  it('draw the points of a hydrant record list (newest first) by their dates, oldest at the left', () => {
    render(
      <ReadingsChart
        records={[
          { completedDate: '2025-01-01', pressure: 70, flowRate: null },
          { completedDate: '2024-01-02', pressure: 60, flowRate: null },
          { completedDate: '2024-01-01', pressure: 50, flowRate: null },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: /^Pressure: 3 readings/ });
    const xs = [...chart.querySelectorAll('circle')].map((c) => Number(c.getAttribute('cx')));
    expect(xs[0]).toBe(6);
    expect(xs[1]).toBeLessThan(8);
    expect(xs[2]).toBe(274);
  });
});
