import { useState } from 'react';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { Table, Upload } from '@hydrant/antd-more';
import { UploadOutlined } from '@ant-design/icons';
import { api } from '@hydrant/api-client';
import type { HydrantImportPreviewDto } from '@hydrant/api-client/generated/data-transfer';
import {
  useApplyHydrantImportMutation,
  usePreviewHydrantImportMutation,
} from '@hydrant/api-client/generated/data-transfer';
import { DemoDisabled, useDemoGuard } from '@hydrant/ui';
import { useDispatch } from 'react-redux';
import { errorText, fileBody, importFormatOf, labelOf, plural, useTransferToasts } from './transfer-helpers';

const ACTION_COLOR = { add: 'green', update: 'blue', error: 'red' } as const;
const ACTION_LABEL = { add: 'Add', update: 'Update', error: 'Error' } as const;

/** Hydrant import (CSV, .xlsx, GeoJSON): preview with every row's errors and what is added or updated, then Apply or Cancel. */
export function HydrantImportSection() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<HydrantImportPreviewDto | null>(null);
  const [check, checking] = usePreviewHydrantImportMutation();
  const [importRows, importing] = useApplyHydrantImportMutation();
  const toast = useTransferToasts();
  const demo = useDemoGuard();
  const dispatch = useDispatch();

  const choose = async (chosen: File) => {
    const format = importFormatOf(chosen.name);
    if (!format) {
      toast.error('Choose a .csv, .xlsx or .geojson file');
      return;
    }
    setFile(chosen);
    setPreview(null);
    try {
      setPreview(await check({ format, body: fileBody(chosen) }).unwrap());
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
    const format = file && importFormatOf(file.name);
    if (!file || !format) return;
    try {
      const result = await importRows({ format, body: fileBody(file) }).unwrap();
      toast.success(
        'Hydrants imported',
        `Added ${result.added.toLocaleString()} and updated ${result.updated.toLocaleString()} hydrants.`,
      );
      dispatch(api.util.invalidateTags(['hydrants' as never]));
      cancel();
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <section aria-labelledby="import-heading">
      <h3 id="import-heading" style={{ fontSize: 16 }}>
        Import Hydrants
      </h3>
      <Typography.Paragraph type="secondary">
        CSV, Excel (.xlsx) or GeoJSON with the columns Hydrant ID, Address, Latitude, Longitude and Area (Status,
        Pressure (PSI), Flow Rate (GPM), Last Inspection, Inspector, Checklist and Notes are optional). A hydrant whose
        ID exists is updated; the others are added.
      </Typography.Paragraph>
      <Upload
        disabled={demo.disabled}
        accept=".csv,.xlsx,.geojson,.json"
        showUploadList={false}
        beforeUpload={(chosen) => {
          void choose(chosen);
          return false;
        }}
      >
        <DemoDisabled>
          <Button icon={<UploadOutlined />} loading={checking.isLoading}>
            Choose Hydrant File
          </Button>
        </DemoDisabled>
      </Upload>
      {preview && file && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }} data-testid="import-preview">
          <Typography.Text>
            {`${file.name}: ${plural(preview.totalRows, 'row', 'rows')} — ${preview.toAdd.toLocaleString()} to add, `}
            {`${preview.toUpdate.toLocaleString()} to update, ${preview.rowsWithErrors.toLocaleString()} with errors`}
          </Typography.Text>
          {preview.fileErrors.map((error) => (
            <Alert key={error} type="error" showIcon title={error} />
          ))}
          {preview.rowsWithErrors > 0 && (
            <Alert
              type="error"
              showIcon
              title="Fix the rows with errors and choose the file again: nothing is imported while any row is wrong."
            />
          )}
          {preview.ignoredColumns.length > 0 && (
            <Typography.Text type="secondary">Not imported: {preview.ignoredColumns.join(', ')}</Typography.Text>
          )}
          {preview.errors.length > 0 && (
            <Table
              aria-label="Row errors"
              size="small"
              rowKey={(error) => `${error.row}-${error.field}`}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: true }}
              dataSource={preview.errors}
              columns={[
                { title: 'Row', dataIndex: 'row' },
                { title: 'Hydrant ID', dataIndex: 'hydrantId', render: (v: string | null) => v ?? '—' },
                { title: 'Field', dataIndex: 'field', render: (v: string) => labelOf(v) },
                { title: 'Error', dataIndex: 'message' },
              ]}
            />
          )}
          <Table
            aria-label="Rows"
            size="small"
            rowKey="row"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: true }}
            dataSource={preview.rows}
            columns={[
              { title: 'Row', dataIndex: 'row' },
              { title: 'Hydrant ID', dataIndex: 'hydrantId', render: (v: string | null) => v ?? '—' },
              { title: 'Address', dataIndex: 'address', render: (v: string | null) => v ?? '—' },
              { title: 'Area', dataIndex: 'area', render: (v: string | null) => v ?? '—' },
              {
                title: 'Action',
                dataIndex: 'action',
                render: (action: keyof typeof ACTION_LABEL) => (
                  <Tag color={ACTION_COLOR[action]}>{ACTION_LABEL[action]}</Tag>
                ),
              },
            ]}
          />
          <Space wrap>
            <DemoDisabled>
              <Button
                type="primary"
                disabled={!preview.valid}
                loading={importing.isLoading}
                onClick={() => void apply()}
              >
                Apply Import
              </Button>
            </DemoDisabled>
            <Button onClick={cancel}>Cancel</Button>
          </Space>
        </Space>
      )}
    </section>
  );
}
