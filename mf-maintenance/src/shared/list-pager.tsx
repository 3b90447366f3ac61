import { Flex, Typography } from 'antd';
import { Pagination } from '@hydrant/antd-more';

/** A server-paged list's footer: 'Showing N of M' and the pages. */
export function ListPager({
  page,
  pageSize,
  shown,
  total,
  noun,
  onPage,
  disabled,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  noun: string;
  onPage: (page: number) => void;
  disabled?: boolean;
}) {
  if (total === 0) return null;
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
      <Typography.Text type="secondary" data-testid="list-count">
        Showing {shown.toLocaleString()} of {total.toLocaleString()} {noun}
      </Typography.Text>
      {total > pageSize ? (
        <Pagination
          size="small"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
          disabled={disabled}
        />
      ) : null}
    </Flex>
  );
}
