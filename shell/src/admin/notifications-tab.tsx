import { useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { Alert, Button, Form, Input, Popconfirm, Select, Tag, Typography } from 'antd';
import { Table } from '@hydrant/antd-more';
import { errorMessage } from '@hydrant/api-client';
import {
  useAddNotificationTargetMutation,
  useGetNotificationSettingsQuery,
  useRemoveNotificationTargetMutation,
} from '@hydrant/api-client/generated/notifications';
import type {
  CreatedNotificationTargetDto,
  NotificationDeliveryDto,
  NotificationTargetDto,
  NotificationTargetKind,
} from '@hydrant/api-client/generated/notifications';
import { formatDateTime, useScreenToasts } from '@hydrant/ui';

const KIND_LABEL: Record<NotificationTargetKind, string> = { email: 'E-mail', webhook: 'Webhook' };
const STATUS_COLOR: Record<string, string> = { sent: 'green', pending: 'gold', failed: 'red' };
const EVENT_LABEL: Record<string, string> = {
  'out-of-service': 'Out of service',
  'back-in-service': 'Back in service',
};

/**
 * Notifications tab of Administration: who hears when a hydrant goes out of
 * service or back into service, by e-mail (SMTP settings come from the server's
 * environment) or signed webhook; and the latest deliveries with their outcome.
 */
export function NotificationsTab() {
  const { data, isLoading, refetch } = useGetNotificationSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [addTarget, { isLoading: adding }] = useAddNotificationTargetMutation();
  const [removeTarget] = useRemoveNotificationTargetMutation();
  const [webhook, setWebhook] = useState<CreatedNotificationTargetDto | null>(null);
  const [form] = Form.useForm<{ kind: NotificationTargetKind; address: string }>();
  const toasts = useScreenToasts('notifications');

  async function add(values: { kind: NotificationTargetKind; address: string }) {
    try {
      const created = await addTarget({ createNotificationTargetDto: values }).unwrap();
      setWebhook(created.kind === 'webhook' ? created : null);
      toasts.success(`${KIND_LABEL[created.kind]} ${created.address} added`);
      form.setFieldValue('address', '');
    } catch (err) {
      toasts.error(errorMessage(err, 'Could not add the address'));
    }
  }

  // the removed row's button (and the question it asked) are gone: Address has the focus next
  const addressInput = useRef<InputRef>(null);

  async function remove(target: NotificationTargetDto) {
    try {
      await removeTarget({ id: target.id }).unwrap();
      addressInput.current?.focus();
      toasts.success(`${target.address} removed`);
    } catch (err) {
      toasts.error(errorMessage(err, 'Could not remove the address'));
    }
  }

  return (
    <div data-testid="notifications-tab">
      <Typography.Paragraph type="secondary">
        When a hydrant goes out of service or back into service, the addresses below get an e-mail and the webhooks a
        signed POST (header X-HydrantOps-Signature: sha256=HMAC of the body). Delivery happens after the change is saved
        and is retried when it fails.
      </Typography.Paragraph>
      {data && !data.smtpConfigured ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="E-mail is not set up on the server"
          description="E-mails wait and are retried until the server's SMTP_URL or SMTP_HOST is set; webhooks are sent regardless."
        />
      ) : null}
      <Form
        form={form}
        layout="inline"
        initialValues={{ kind: 'email' }}
        onFinish={(values) => void add(values)}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="kind" label="Kind">
          <Select
            aria-label="Kind"
            style={{ width: 120 }}
            options={[
              { value: 'email', label: 'E-mail' },
              { value: 'webhook', label: 'Webhook' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="address"
          label="Address"
          rules={[{ required: true, whitespace: true, message: 'Address is required' }]}
        >
          <Input
            ref={addressInput}
            placeholder="dispatch@example.org or https://…"
            style={{ width: 300 }}
            maxLength={500}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={adding}>
            Add
          </Button>
        </Form.Item>
      </Form>
      {webhook?.secret ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title="Webhook added: its signing secret, shown only this once"
          description={
            <Typography.Text code copyable={{ tooltips: ['Copy secret', 'Copied'] }}>
              {webhook.secret}
            </Typography.Text>
          }
          closable={{ 'aria-label': 'Hide the secret' }}
          onClose={() => setWebhook(null)}
        />
      ) : null}
      <Table<NotificationTargetDto>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.targets ?? []}
        pagination={false}
        size="middle"
        data-testid="notification-targets"
        locale={{ emptyText: 'Nobody is notified yet' }}
        columns={[
          { title: 'Kind', dataIndex: 'kind', render: (kind: NotificationTargetKind) => KIND_LABEL[kind] },
          { title: 'Address', dataIndex: 'address' },
          { title: 'Added', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, target) => (
              <Popconfirm
                title={`Stop notifying ${target.address}?`}
                okText="Remove"
                okButtonProps={{ danger: true }}
                onConfirm={() => void remove(target)}
              >
                <Button danger size="small" aria-label={`Remove ${target.address}`}>
                  Remove
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        Latest deliveries{' '}
        <Button size="small" onClick={() => void refetch()}>
          Refresh
        </Button>
      </Typography.Title>
      <Table<NotificationDeliveryDto>
        rowKey="id"
        dataSource={data?.deliveries ?? []}
        pagination={false}
        size="small"
        scroll={{ x: 720 }}
        locale={{ emptyText: 'No deliveries yet' }}
        columns={[
          { title: 'When', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
          { title: 'Event', dataIndex: 'event', render: (event: string) => EVENT_LABEL[event] ?? event },
          { title: 'Hydrant', dataIndex: 'hydrantId' },
          { title: 'To', dataIndex: 'address' },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (status: string, row) => (
              <Tag color={STATUS_COLOR[status]} title={row.lastError ?? undefined}>
                {status} ({row.attempts} {row.attempts === 1 ? 'attempt' : 'attempts'})
              </Tag>
            ),
          },
          { title: 'Last error', dataIndex: 'lastError', render: (error: string | null) => error ?? '' },
        ]}
      />
    </div>
  );
}
