import { Alert, Flex, Input, Select, Tag, Typography } from 'antd';
import { Table } from '@hydrant/antd-more';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@hydrant/api-client';
import { useGetAuditFilterOptionsQuery, useListAuditLogQuery } from '@hydrant/api-client/generated/audit';
import type { AuditEntryDto } from '@hydrant/api-client/generated/audit';
import { AuditChanges, auditActionLabel, formatDateTime, useUpdateSearchParams } from '@hydrant/ui';

export const AUDIT_PAGE_SIZE = 20;

const ACTION_COLOR: Record<string, string> = {
  insert: 'green',
  update: 'blue',
  delete: 'red',
  'sign-in-failed': 'orange',
  restore: 'purple',
};

const FILTERS = ['user', 'table', 'record', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * Audit Log tab of Administration: who changed what and when, newest first,
 * filtered by user, table, record and date (kept in the address, so a view can be
 * shared), paged on the server; each change shown field by field (old → new).
 */
export function AuditLogTab() {
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? undefined])) as Record<
    Filter,
    string | undefined
  >;
  const { data: options } = useGetAuditFilterOptionsQuery();
  const { data, isFetching, error } = useListAuditLogQuery(
    { ...filters, page, pageSize: AUDIT_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );

  // From the URL as it is when applied, not as this render saw it: two filters set in quick
  // succession (a table, then a record) both stay.
  const update = (changes: Partial<Record<Filter | 'page', string | undefined>>) =>
    updateParams(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value) current.set(key, value);
          else current.delete(key);
        }
        if (!('page' in changes)) current.delete('page');
      },
      { replace: true },
    );

  return (
    <div data-testid="audit-log-tab">
      <Flex gap={8} wrap style={{ marginBottom: 12 }} role="search" aria-label="Audit log filters">
        <Select
          showSearch
          aria-label="User"
          style={{ width: 180 }}
          value={filters.user ?? ''}
          options={[
            { value: '', label: 'All users' },
            ...(options?.users ?? []).map((user) => ({ value: user, label: user })),
          ]}
          onChange={(user: string) => update({ user: user || undefined })}
        />
        <Select
          showSearch
          aria-label="Table"
          style={{ width: 200 }}
          value={filters.table ?? ''}
          options={[
            { value: '', label: 'All tables' },
            ...(options?.tables ?? []).map((table) => ({ value: table, label: table })),
          ]}
          onChange={(table: string) => update({ table: table || undefined })}
        />
        <Input.Search
          allowClear
          placeholder="Record id"
          aria-label="Record"
          style={{ width: 160 }}
          defaultValue={filters.record}
          key={filters.record ?? ''}
          onSearch={(record) => update({ record: record.trim() || undefined })}
        />
        <Input
          type="date"
          aria-label="From"
          style={{ width: 160 }}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => update({ from: event.target.value || undefined })}
        />
        <Input
          type="date"
          aria-label="To"
          style={{ width: 160 }}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => update({ to: event.target.value || undefined })}
        />
      </Flex>
      {error ? <Alert type="error" showIcon title={errorMessage(error, 'Failed to fetch the audit log')} /> : null}
      <Table<AuditEntryDto>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.items ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: AUDIT_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total.toLocaleString()} entries`,
          onChange: (next) => update({ page: String(next) }),
        }}
        columns={[
          { title: 'When', dataIndex: 'at', width: 170, render: (at: string) => formatDateTime(at) },
          { title: 'User', dataIndex: 'actorName', width: 130 },
          {
            title: 'Action',
            dataIndex: 'action',
            width: 130,
            render: (action: string) => <Tag color={ACTION_COLOR[action] ?? 'default'}>{auditActionLabel(action)}</Tag>,
          },
          {
            title: 'Record',
            key: 'record',
            width: 170,
            render: (_value, entry) =>
              entry.tableName ? (
                <Typography.Text>
                  {entry.tableName} #{entry.recordId}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          {
            title: 'Changes',
            key: 'changes',
            render: (_value, entry) => <AuditChanges action={entry.action} changes={entry.changes} />,
          },
        ]}
      />
    </div>
  );
}
