import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Popconfirm, Table, Tag, Typography } from 'antd';
import { errorMessage } from '@hydrant/api-client';
import {
  useCreateApiTokenMutation,
  useListApiTokensQuery,
  useRevokeApiTokenMutation,
} from '@hydrant/api-client/generated/api-tokens';
import type { ApiTokenDto, CreatedApiTokenDto } from '@hydrant/api-client/generated/api-tokens';
import { formatDateTime, useScreenToasts } from '@hydrant/ui';

export const FEED_PATH = '/api/feeds/out-of-service.geojson';

/**
 * API Tokens tab of Administration: named tokens that let dispatch/CAD and GIS
 * read the out-of-service feed without signing in. A new token is shown once, with a copy
 * button; the list shows only its first characters. Revoking stops it at once.
 */
export function ApiTokensTab() {
  const { data: tokens = [], isLoading } = useListApiTokensQuery();
  const [createToken, { isLoading: creating }] = useCreateApiTokenMutation();
  const [revokeToken] = useRevokeApiTokenMutation();
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const toasts = useScreenToasts('api-tokens');
  const feedUrl = `${window.location.origin}${FEED_PATH}`;

  async function create({ name }: { name: string }) {
    try {
      setCreated(await createToken({ createApiTokenDto: { name } }).unwrap());
      form.resetFields();
    } catch (err) {
      toasts.error(errorMessage(err, 'Could not create the token'));
    }
  }

  async function revoke(token: ApiTokenDto) {
    try {
      await revokeToken({ id: token.id }).unwrap();
      toasts.success(`Token '${token.name}' revoked`);
    } catch (err) {
      toasts.error(errorMessage(err, 'Could not revoke the token'));
    }
  }

  return (
    <div data-testid="api-tokens-tab">
      <Typography.Paragraph type="secondary">
        A token lets a dispatch (CAD) or GIS system read the out-of-service feed, and nothing else:{' '}
        <Typography.Text code copyable={{ text: feedUrl, tooltips: ['Copy feed URL', 'Copied'] }}>
          {feedUrl}
        </Typography.Text>{' '}
        with the header <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text>.
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={(values) => void create(values)} style={{ marginBottom: 16 }}>
        <Form.Item
          name="name"
          label="Token name"
          rules={[
            { required: true, whitespace: true, message: 'Name is required' },
            { max: 100, message: 'Name must be text of at most 100 characters' },
          ]}
        >
          <Input placeholder="e.g. County CAD" style={{ width: 240 }} maxLength={100} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={creating}>
            Create Token
          </Button>
        </Form.Item>
      </Form>
      {created ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="new-token"
          title={`Token '${created.name}' created`}
          description={
            <Flex vertical gap={4}>
              <span>Copy it now: it is shown only this once (the server keeps only a hash of it).</span>
              <Typography.Text code copyable={{ tooltips: ['Copy token', 'Copied'] }} data-testid="new-token-value">
                {created.token}
              </Typography.Text>
            </Flex>
          }
          closable={{ 'aria-label': 'Hide the token' }}
          onClose={() => setCreated(null)}
        />
      ) : null}
      <Table<ApiTokenDto>
        rowKey="id"
        loading={isLoading}
        dataSource={tokens}
        pagination={false}
        size="middle"
        scroll={{ x: 720 }}
        locale={{ emptyText: 'No API tokens yet' }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          {
            title: 'Token',
            dataIndex: 'tokenPrefix',
            render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text>,
          },
          {
            title: 'Created',
            dataIndex: 'createdAt',
            render: (at: string, token) => `${formatDateTime(at)} by ${token.createdBy}`,
          },
          {
            title: 'Last used',
            dataIndex: 'lastUsedAt',
            render: (at: string | null) => (at ? formatDateTime(at) : 'Never'),
          },
          {
            title: 'Status',
            dataIndex: 'revokedAt',
            render: (at: string | null) =>
              at ? <Tag>Revoked {formatDateTime(at)}</Tag> : <Tag color="green">Active</Tag>,
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, token) =>
              token.revokedAt ? null : (
                <Popconfirm
                  title={`Revoke '${token.name}'?`}
                  description="Systems using it lose access at once."
                  okText="Revoke"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void revoke(token)}
                >
                  <Button danger size="small" aria-label={`Revoke ${token.name}`}>
                    Revoke
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </div>
  );
}
