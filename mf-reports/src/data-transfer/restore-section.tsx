import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { Table, Upload } from '@hydrant/antd-more';
import { UploadOutlined } from '@ant-design/icons';
import { api } from '@hydrant/api-client';
import type { RestorePreviewDto } from '@hydrant/api-client/generated/data-transfer';
import { useApplyRestoreMutation, usePreviewRestoreMutation } from '@hydrant/api-client/generated/data-transfer';
import { DemoDisabled, useDemoGuard } from '@hydrant/ui';
import { useDispatch } from 'react-redux';
import { errorText, fileBody, labelOf, useTransferToasts } from './transfer-helpers';

/** Restore from a Full Backup: choose the file, see what it replaces, then Apply or Cancel. */
export function RestoreSection() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RestorePreviewDto | null>(null);
  const [check, checking] = usePreviewRestoreMutation();
  const [restore, restoring] = useApplyRestoreMutation();
  const toast = useTransferToasts();
  const demo = useDemoGuard('admin');
  const dispatch = useDispatch();

  const choose = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    try {
      setPreview(await check({ body: fileBody(chosen) }).unwrap());
    } catch (error) {
      setFile(null);
      toast.error(errorText(error));
    }
  };
  const cancel = () => {
    setFile(null);
    setPreview(null);
  };
  const apply = async () => {
    if (!file) return;
    try {
      const result = await restore({ body: fileBody(file) }).unwrap();
      const hydrants = result.restored.find((entry) => entry.key === 'hydrants')?.count ?? 0;
      toast.success('Backup restored', `${hydrants.toLocaleString()} hydrants and every other dataset were restored.`);
      // Everything changed: every cached list is refetched.
      dispatch(api.util.resetApiState());
      cancel();
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <section aria-labelledby="restore-heading">
      <h3 id="restore-heading" style={{ fontSize: 16 }}>
        Restore from a Full Backup
      </h3>
      <Typography.Paragraph type="secondary">
        A restore replaces every dataset with the backup&apos;s (user accounts are kept). The file is checked first;
        nothing changes unless all of it is restored.
      </Typography.Paragraph>
      <Upload
        disabled={demo.disabled}
        accept=".json,application/json"
        showUploadList={false}
        beforeUpload={(chosen) => {
          void choose(chosen);
          return false;
        }}
      >
        <DemoDisabled minRole="admin">
          <Button icon={<UploadOutlined />} loading={checking.isLoading}>
            Choose Backup File
          </Button>
        </DemoDisabled>
      </Upload>
      {preview && file && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }} data-testid="restore-preview">
          <Typography.Text>
            {file.name}: version {preview.version ?? '—'}
            {preview.exportDate ? `, exported ${new Date(preview.exportDate).toLocaleString()}` : ''}
          </Typography.Text>
          {preview.valid ? (
            <Alert type="warning" showIcon title="Applying replaces the current data with the backup's." />
          ) : (
            <Alert
              type="error"
              showIcon
              title={`This file cannot be restored: ${preview.errorCount.toLocaleString()} problems.`}
            />
          )}
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: true }}
            dataSource={preview.datasets}
            columns={[
              { title: 'Dataset', dataIndex: 'key', render: (v: string) => labelOf(v) },
              { title: 'In the file', dataIndex: 'inFile', render: (n: number) => n.toLocaleString() },
              { title: 'Now (replaced)', dataIndex: 'current', render: (n: number) => n.toLocaleString() },
            ]}
          />
          {preview.errors.length > 0 && (
            <Table
              size="small"
              rowKey={(issue) => `${issue.section}-${issue.record}-${issue.field}-${issue.message}`}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: true }}
              dataSource={preview.errors}
              columns={[
                { title: 'Section', dataIndex: 'section', render: (v: string | null) => (v ? labelOf(v) : 'File') },
                { title: 'Record', dataIndex: 'record', render: (v: number | null) => v ?? '—' },
                { title: 'Field', dataIndex: 'field', render: (v: string | null) => (v ? labelOf(v) : '—') },
                { title: 'Problem', dataIndex: 'message' },
              ]}
            />
          )}
          <Space wrap>
            <DemoDisabled minRole="admin">
              <Button
                type="primary"
                danger
                disabled={!preview.valid}
                loading={restoring.isLoading}
                onClick={() => void apply()}
              >
                Apply Restore
              </Button>
            </DemoDisabled>
            <Button onClick={cancel}>Cancel</Button>
          </Space>
        </Space>
      )}
    </section>
  );
}
