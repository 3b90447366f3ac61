import type { ReactNode } from 'react';
import { Button, Card, Col, Flex, Progress, Row, Typography } from 'antd';
import { Statistic } from '@hydrant/antd-more';
import {
  FileExcelOutlined,
  FileTextOutlined,
  GlobalOutlined,
  TableOutlined,
  CodeOutlined,
  BorderOuterOutlined,
} from '@ant-design/icons';
import { useGetExportSummaryQuery } from '@hydrant/api-client/generated/exports';

/**
 * Raw Data Export (SPEC §2 Reports, DECISIONS §8): plain links to the streaming export
 * routes (the server names each file; the session cookie goes with the request), the
 * dataset record counts and the NFPA compliance overview (SPEC §9).
 */
export const EXPORT_FORMATS: { format: string; label: string; hint: string; icon: ReactNode }[] = [
  {
    format: 'csv',
    label: 'CSV',
    hint: 'Hydrants, comma-separated',
    icon: <FileTextOutlined aria-hidden="true" />,
  },
  {
    format: 'tsv',
    label: 'Excel (.tsv)',
    hint: 'Hydrants, tab-separated',
    icon: <TableOutlined aria-hidden="true" />,
  },
  {
    format: 'xlsx',
    label: 'Excel workbook (.xlsx)',
    hint: 'One sheet per dataset',
    icon: <FileExcelOutlined aria-hidden="true" />,
  },
  {
    format: 'json',
    label: 'JSON',
    hint: 'Hydrants and maintenance history',
    icon: <CodeOutlined aria-hidden="true" />,
  },
  {
    format: 'geojson',
    label: 'GeoJSON (hydrants)',
    hint: 'Points for GIS (RFC 7946)',
    icon: <GlobalOutlined aria-hidden="true" />,
  },
  {
    format: 'zones-geojson',
    label: 'GeoJSON (zones)',
    hint: 'Zone outlines for GIS',
    icon: <BorderOuterOutlined aria-hidden="true" />,
  },
];

const COMPLIANCE: { key: 'annualInspection' | 'operational' | 'maintenanceCurrent'; label: string; hint: string }[] = [
  { key: 'annualInspection', label: 'Annual Inspection Compliance', hint: 'Inspected within the last 365 days' },
  { key: 'operational', label: 'Operational Status', hint: 'Hydrants operational' },
  { key: 'maintenanceCurrent', label: 'Maintenance Current', hint: 'Hydrants not out of service' },
];

const pct = (n: number) => `${Number(n.toFixed(1))}%`;
const tone = (n: number) => (n >= 90 ? '#2e7d32' : n >= 70 ? '#ad4e00' : '#c62828');

export function DataExportPanel({ extra }: { extra?: ReactNode }) {
  const { data, isError } = useGetExportSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const count = (n: number | undefined) => (isError ? '—' : (n ?? 0).toLocaleString());
  return (
    <Card title="Raw Data Export" size="small" style={{ marginBottom: 16 }} data-testid="data-export">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Typography.Title level={2} style={{ fontSize: 15 }}>
            Download
          </Typography.Title>
          <Row gutter={[8, 8]}>
            {EXPORT_FORMATS.map((f) => (
              <Col key={f.format} xs={24} sm={12}>
                <Button
                  block
                  href={`/api/exports/${f.format}`}
                  download
                  icon={f.icon}
                  data-testid={`export-${f.format}`}
                  style={{ height: 'auto', padding: '6px 12px', justifyContent: 'flex-start' }}
                >
                  <Flex vertical align="flex-start" style={{ minWidth: 0 }}>
                    <span style={{ fontWeight: 600 }}>{f.label}</span>
                    <span
                      style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.58)', whiteSpace: 'normal', textAlign: 'left' }}
                    >
                      {f.hint}
                    </span>
                  </Flex>
                </Button>
              </Col>
            ))}
          </Row>
          {extra ? <div style={{ marginTop: 8 }}>{extra}</div> : null}
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={2} style={{ fontSize: 15 }}>
            Dataset Record Counts
          </Typography.Title>
          <Row gutter={[8, 8]} data-testid="dataset-counts">
            <Col xs={12} md={8}>
              <Statistic title="Hydrants" value={count(data?.hydrants)} data-testid="count-hydrants" />
            </Col>
            <Col xs={12} md={8}>
              <Statistic
                title="Maintenance History"
                value={count(data?.maintenanceHistory)}
                data-testid="count-maintenance-history"
              />
            </Col>
            <Col xs={12} md={8}>
              <Statistic
                title="Maintenance Schedules"
                value={count(data?.maintenanceSchedules)}
                data-testid="count-maintenance-schedules"
              />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title="Alerts" value={count(data?.alerts)} data-testid="count-alerts" />
            </Col>
            <Col xs={12} md={8}>
              <Statistic title="Zones" value={count(data?.zones)} data-testid="count-zones" />
            </Col>
          </Row>
          <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>
            NFPA Compliance Overview
          </Typography.Title>
          <Flex vertical gap={8} data-testid="compliance-overview">
            {COMPLIANCE.map((c) => {
              const value = data?.compliance[c.key] ?? 0;
              return (
                <div key={c.key} data-testid={`compliance-${c.key}`}>
                  <Flex justify="space-between">
                    <Typography.Text strong>{c.label}</Typography.Text>
                    <Typography.Text strong style={{ color: tone(value) }} data-testid={`compliance-${c.key}-value`}>
                      {isError ? '—' : pct(value)}
                    </Typography.Text>
                  </Flex>
                  <Progress
                    percent={value}
                    showInfo={false}
                    strokeColor={tone(value)}
                    aria-label={`${c.label} ${pct(value)}`}
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {c.hint}
                  </Typography.Text>
                </div>
              );
            })}
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
