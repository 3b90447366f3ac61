import { Button, Flex, Typography } from 'antd';
import { aboutCount, pageCount, pageWindow } from './page-window';

/**
 * The registry footer (DECISIONS §5): 'Showing N of M results', Previous, the page
 * buttons and Next, paging on the server. When the API estimates the total (a search
 * matching very many hydrants), it reads 'Showing 25 of about 1.2 million results'.
 */
export function RegistryPager({
  page,
  pageSize,
  shown,
  total,
  totalIsEstimate = false,
  disabled,
  onPage,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  totalIsEstimate?: boolean;
  disabled?: boolean;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }} data-testid="registry-pager">
      <Typography.Text type="secondary" data-testid="registry-count">
        Showing {shown.toLocaleString()} of {totalIsEstimate ? `about ${aboutCount(total)}` : total.toLocaleString()}{' '}
        results
      </Typography.Text>
      <nav aria-label="Registry pages">
        <Flex gap={4} wrap>
          <Button size="small" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          {pageWindow(page, pages).map((p, i) =>
            p === 'gap' ? (
              <span key={`gap-${i}`} aria-hidden="true" style={{ padding: '0 4px', alignSelf: 'center' }}>
                …
              </span>
            ) : (
              <Button
                key={p}
                size="small"
                type={p === page ? 'primary' : 'default'}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => p !== page && onPage(p)}
              >
                {p}
              </Button>
            ),
          )}
          <Button
            size="small"
            disabled={disabled || page >= pages || (totalIsEstimate && shown < pageSize)}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
