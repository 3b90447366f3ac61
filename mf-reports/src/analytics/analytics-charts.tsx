import type { ReactNode } from 'react';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { Bar, Column, Pie } from '@ant-design/plots';
import type { GetAnalyticsApiResponse } from '@hydrant/api-client/generated/analytics';
import { MONTHLY_SERIES, alertTypeRows, flowClassRows, monthlyRows, statusRows, type ChartRow } from './chart-data';
import { monthLabel } from './analytics-format';

type Analytics = GetAnalyticsApiResponse;

const tableStyle = { borderCollapse: 'collapse', width: '100%', fontSize: 13 } as const;
const cellStyle = { borderBottom: '1px solid #f0f0f0', padding: '4px 8px', textAlign: 'left' } as const;
const numStyle = { ...cellStyle, textAlign: 'right' } as const;

/**
 * A chart with its text alternative: the canvas is hidden from assistive technology and
 * the same numbers are given as a table in a disclosure below it (open by default for
 * no one; screen readers reach it like any other content).
 */
function ChartFigure({
  testId,
  title,
  summary,
  chart,
  table,
}: {
  testId: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={title}
      style={{ height: '100%' }}
      styles={{ title: { whiteSpace: 'normal' } }}
      data-testid={testId}
    >
      <figure style={{ margin: 0 }}>
        <div aria-hidden="true" style={{ height: 260 }}>
          {chart}
        </div>
        <figcaption>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {summary}
          </Typography.Text>
        </figcaption>
      </figure>
      <details style={{ marginTop: 8 }}>
        <summary style={{ cursor: 'pointer' }}>Show data table</summary>
        {table}
      </details>
    </Card>
  );
}

function RowsTable({ caption, header, rows }: { caption: string; header: string; rows: ChartRow[] }) {
  return (
    <table style={tableStyle}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cellStyle}>
            {header}
          </th>
          <th scope="col" style={numStyle}>
            Count
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" style={{ ...cellStyle, fontWeight: 400 }}>
              {row.label}
            </th>
            <td style={numStyle}>{row.value.toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const total = (rows: ChartRow[]) => rows.reduce((sum, r) => sum + r.value, 0);
const legendBottom = { color: { position: 'bottom', layout: { justifyContent: 'center' } } } as const;

/** The charts beyond SPEC, all from the one analytics answer. */
export function AnalyticsCharts({ data }: { data: Analytics }) {
  const monthly = monthlyRows(data.charts.monthly);
  const status = statusRows(data.charts.byStatus);
  const flow = flowClassRows(data.charts.byFlowClass);
  const alerts = alertTypeRows(data.charts.openAlertsByType);
  const inspectionsTotal = data.charts.monthly.reduce((s, m) => s + m.inspections, 0);
  const maintenanceTotal = data.charts.monthly.reduce((s, m) => s + m.maintenanceCompleted, 0);

  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid="analytics-charts">
      <Col xs={24}>
        <ChartFigure
          testId="chart-monthly"
          title="Inspections and Completed Maintenance, Last 12 Months"
          summary={`${inspectionsTotal.toLocaleString()} inspections and ${maintenanceTotal.toLocaleString()} completed maintenance tasks in the last 12 months.`}
          chart={
            <Column
              data={monthly}
              xField="month"
              yField="count"
              colorField="series"
              group
              autoFit
              height={260}
              animate={false}
              scale={{
                color: {
                  domain: [MONTHLY_SERIES.inspections, MONTHLY_SERIES.maintenance],
                  range: ['#1565c0', '#2e7d32'],
                },
              }}
              axis={{ x: { title: false }, y: { title: false } }}
              legend={legendBottom}
            />
          }
          table={
            <table style={tableStyle}>
              <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
                Inspections and completed maintenance per month
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={cellStyle}>
                    Month
                  </th>
                  <th scope="col" style={numStyle}>
                    {MONTHLY_SERIES.inspections}
                  </th>
                  <th scope="col" style={numStyle}>
                    {MONTHLY_SERIES.maintenance}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.charts.monthly.map((m) => (
                  <tr key={m.month}>
                    <th scope="row" style={{ ...cellStyle, fontWeight: 400 }}>
                      {monthLabel(m.month)}
                    </th>
                    <td style={numStyle}>{m.inspections.toLocaleString()}</td>
                    <td style={numStyle}>{m.maintenanceCompleted.toLocaleString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <ChartFigure
          testId="chart-status"
          title="Hydrants by Status"
          summary={status.map((r) => `${r.label}: ${r.value.toLocaleString()}`).join(', ')}
          chart={
            <Pie
              data={status}
              angleField="value"
              colorField="label"
              innerRadius={0.6}
              autoFit
              height={260}
              animate={false}
              scale={{ color: { domain: status.map((r) => r.label), range: status.map((r) => r.color) } }}
              label={false}
              legend={legendBottom}
              annotations={[
                {
                  type: 'text',
                  style: {
                    text: `${total(status).toLocaleString()}\nhydrants`,
                    x: '50%',
                    y: '50%',
                    textAlign: 'center',
                    fontSize: 16,
                    fontWeight: 600,
                  },
                },
              ]}
            />
          }
          table={<RowsTable caption="Hydrants by status" header="Status" rows={status} />}
        />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <ChartFigure
          testId="chart-flow-class"
          title="Hydrants by NFPA Flow Class"
          summary={flow.map((r) => `${r.label}: ${r.value.toLocaleString()}`).join(', ')}
          chart={
            <Column
              data={flow}
              xField="short"
              yField="value"
              colorField="short"
              autoFit
              height={260}
              animate={false}
              scale={{ color: { domain: flow.map((r) => r.short), range: flow.map((r) => r.color) } }}
              axis={{ x: { title: 'NFPA 291 class' }, y: { title: false } }}
              legend={false}
            />
          }
          table={<RowsTable caption="Hydrants by NFPA 291 flow class" header="Flow class" rows={flow} />}
        />
      </Col>
      <Col xs={24} xl={8}>
        <ChartFigure
          testId="chart-alert-types"
          title="Open Alerts by Type"
          summary={
            total(alerts) === 0
              ? 'No open alerts.'
              : alerts.map((r) => `${r.label}: ${r.value.toLocaleString()}`).join(', ')
          }
          chart={
            total(alerts) === 0 ? (
              <Flex align="center" justify="center" style={{ height: '100%' }}>
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No open alerts" />
              </Flex>
            ) : (
              <Bar
                data={alerts}
                xField="label"
                yField="value"
                autoFit
                height={260}
                animate={false}
                style={{ fill: '#ad4e00' }}
                axis={{ x: { title: false }, y: { title: false } }}
                legend={false}
              />
            )
          }
          table={<RowsTable caption="Open (unacknowledged) alerts by type" header="Alert type" rows={alerts} />}
        />
      </Col>
    </Row>
  );
}
