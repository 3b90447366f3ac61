import { Flex, Typography } from 'antd';
import { Pagination } from '@hydrant/antd-more';

/**
 * Under a list paged on the server: SPEC's count ('N of M items', 'N of M personnel':
 * N the matches of the filters, M everything) and the pages.
 */
export function ListFooter({
  page,
  pageSize,
  matching,
  total,
  noun,
  onPage,
  testId,
}: {
  page: number;
  pageSize: number;
  matching: number;
  total: number;
  noun: string;
  onPage: (page: number, pageSize: number) => void;
  testId: string;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
      <Typography.Text type="secondary" data-testid={testId}>
        {matching.toLocaleString()} of {total.toLocaleString()} {noun}
      </Typography.Text>
      {matching > pageSize ? (
        <Pagination
          size="small"
          current={page}
          pageSize={pageSize}
          total={matching}
          showSizeChanger={false}
          onChange={onPage}
          aria-label={`${noun} pages`}
        />
      ) : null}
    </Flex>
  );
}
