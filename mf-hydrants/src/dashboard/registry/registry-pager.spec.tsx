import { render, screen } from '@testing-library/react';
import { RegistryPager } from './registry-pager';

const renderPager = (props: { shown: number; total: number; totalIsEstimate?: boolean; page?: number }) =>
  render(<RegistryPager page={props.page ?? 1} pageSize={25} onPage={() => undefined} {...props} />);

describe('registry footer', () => {
  it('says the exact total when it is exact', () => {
    renderPager({ shown: 25, total: 1_234_567 });
    expect(screen.getByTestId('registry-count').textContent).toBe('Showing 25 of 1,234,567 results');
  });

  it("words an estimated total as 'about', rounded", () => {
    renderPager({ shown: 25, total: 1_234_567, totalIsEstimate: true });
    expect(screen.getByTestId('registry-count').textContent).toBe('Showing 25 of about 1.2 million results');
  });

  it('stops Next at a short page when the total is an estimate', () => {
    renderPager({ shown: 7, total: 83_210, totalIsEstimate: true, page: 3 });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
