import { Button, Card, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { HydrantImportSection } from './hydrant-import-section';
import { RestoreSection } from './restore-section';

/** SPEC §2 Raw Data Export's 'Full Backup': a plain link, so the browser streams the server's file to disk. */
export function FullBackupButton({
  block = false,
  testId = 'export-full-backup',
}: {
  block?: boolean;
  testId?: string;
}) {
  return (
    <Button
      block={block}
      icon={<DownloadOutlined aria-hidden="true" />}
      href="/api/data-transfer/backup"
      download
      data-testid={testId}
    >
      Full Backup
    </Button>
  );
}

/**
 * 'Restore & Import' (DECISIONS §8): the Full Backup download, restore from a backup
 * file, and hydrant import from CSV, .xlsx or GeoJSON, each previewed before it is
 * applied in one transaction. Writes are disabled for demo users (tooltip says why).
 */
export function RestoreImportPanel() {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Restore &amp; Import</h2>} data-testid="restore-import-panel">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <section aria-labelledby="full-backup-heading">
          <h3 id="full-backup-heading" style={{ fontSize: 16 }}>
            Full Backup
          </h3>
          <Typography.Paragraph type="secondary">
            Every dataset (hydrants and their photos, zones, maintenance, alerts, equipment, personnel) as one JSON
            file, version 1.0.
          </Typography.Paragraph>
          <FullBackupButton testId="restore-panel-backup" />
        </section>
        <RestoreSection />
        <HydrantImportSection />
      </Space>
    </Card>
  );
}
