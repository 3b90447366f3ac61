import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { Table } from '@hydrant/antd-more';
import { errorMessage } from '@hydrant/api-client';
import {
  useCreateApiTokenMutation,
  useListApiTokensQuery,
  useRevokeApiTokenMutation,
} from '@hydrant/api-client/generated/api-tokens';
import type { ApiTokenDto, ApiTokenScope, CreatedApiTokenDto } from '@hydrant/api-client/generated/api-tokens';
import { formatDateTime, useScreenToasts } from '@hydrant/ui';

export const FEED_PATH = '/api/feeds/out-of-service.geojson';
export const OGC_PATH = '/api/ogc';

/** What each scope lets a token read, as the form and the list name it. */
export const SCOPE_LABELS: Record<ApiTokenScope, string> = {
  feed: 'Out-of-service feed',
  'gis:read': 'GIS (OGC API)',
};
const SCOPE_OPTIONS = (Object.keys(SCOPE_LABELS) as ApiTokenScope[]).map((value) => ({
  value,
  label: SCOPE_LABELS[value],
}));

interface TokenForm {
  name: string;
  scopes: ApiTokenScope[];
}

/**
 * API Tokens tab of Administration: named tokens that let dispatch/CAD read the
 * out-of-service feed and a GIS read the OGC API collections without signing in, each
 * token only what its scopes say. A new token is shown once, with a copy
 * button; the list shows only its first characters. Revoking stops it at once.
 */
export function ApiTokensTab() {
  const { data: tokens = [], isLoading } = useListApiTokensQuery();
  const [createToken, { isLoading: creating }] = useCreateApiTokenMutation();
  const [revokeToken] = useRevokeApiTokenMutation();
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  const [form] = Form.useForm<TokenForm>();
  const toasts = useScreenToasts('api-tokens');
  const feedUrl = `${window.location.origin}${FEED_PATH}`;
  const ogcUrl = `${window.location.origin}${OGC_PATH}`;

  async function create({ name, scopes }: TokenForm) {
    try {
      setCreated(await createToken({ createApiTokenDto: { name, scopes } }).unwrap());
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
        A token lets a dispatch (CAD) system read the out-of-service feed{' '}
        <Typography.Text code copyable={{ text: feedUrl, tooltips: ['Copy feed URL', 'Copied'] }}>
          {feedUrl}
        </Typography.Text>{' '}
        or a GIS read the hydrant and zone collections (OGC API – Features){' '}
        <Typography.Text code copyable={{ text: ogcUrl, tooltips: ['Copy OGC API URL', 'Copied'] }}>
          {ogcUrl}
        </Typography.Text>
        , as its scopes say, and nothing else; it is sent with the header{' '}
        <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text>.
      </Typography.Paragraph>
      <Form<TokenForm>
        form={form}
        layout="inline"
        initialValues={{ scopes: ['feed'] }}
        onFinish={(values) => void create(values)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
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
        <Form.Item
          name="scopes"
          label="Scopes"
          // A validator, not `required`: antd would put aria-required on the checkbox group, which has no such role.
          rules={[
            {
              validator: (_rule, value: ApiTokenScope[] | undefined) =>
                value?.length ? Promise.resolve() : Promise.reject(new Error('Choose at least one scope')),
            },
          ]}
        >
          <Checkbox.Group options={SCOPE_OPTIONS} aria-label="Scopes" />
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
        scroll={{ x: 860 }}
        locale={{ emptyText: 'No API tokens yet' }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          {
            title: 'Scopes',
            dataIndex: 'scopes',
            render: (scopes: ApiTokenScope[]) => (
              <Flex gap={4} wrap>
                {scopes.map((scope) => (
                  <Tag key={scope}>{SCOPE_LABELS[scope]}</Tag>
                ))}
              </Flex>
            ),
          },
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
