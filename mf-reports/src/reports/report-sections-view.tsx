import { Descriptions, Grid, Typography } from 'antd';
import { Table } from '@hydrant/antd-more';
import type { ReportPreviewDto } from '@hydrant/api-client/generated/reports';

type Section = ReportPreviewDto['sections'][number];
type Block = Section['blocks'][number];

function BlockView({ block, index }: { block: Block; index: number }) {
  // phones: each label above its value, so neither is squeezed into a narrow column
  const narrow = Grid.useBreakpoint().md === false;
  switch (block.kind) {
    case 'fields':
      return (
        <Descriptions
          size="small"
          bordered
          layout={narrow ? 'vertical' : 'horizontal'}
          column={{ xs: 1, md: 2 }}
          style={{ marginBottom: 8 }}
          items={(block.rows ?? []).map(([label, value], i) => ({ key: `${i}`, label, children: value }))}
        />
      );
    case 'table': {
      const columns = block.columns ?? [];
      return (
        <>
          <Table
            size="small"
            pagination={false}
            style={{ marginBottom: 4 }}
            rowKey={(_, i) => `${index}-${i}`}
            dataSource={(block.rows ?? []).map((row) => Object.fromEntries(row.map((cell, c) => [`c${c}`, cell])))}
            columns={columns.map((title, c) => ({ title, dataIndex: `c${c}`, key: `c${c}` }))}
          />
          {block.note ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginBottom: 8 }}>
              {block.note}
            </Typography.Text>
          ) : null}
        </>
      );
    }
    case 'list':
      return (
        <ol style={{ paddingInlineStart: 22, marginBottom: 8 }}>
          {(block.items ?? []).map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      );
    default:
      return <Typography.Paragraph style={{ marginBottom: 8 }}>{block.text}</Typography.Paragraph>;
  }
}

/** The report's sections as the server built them (the same content as the .txt and the PDF). */
export function ReportSectionsView({ report }: { report: ReportPreviewDto }) {
  return (
    <div data-testid="report-preview-sections">
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {report.title}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 12 }}
        items={report.meta.map(([label, value], i) => ({ key: `${i}`, label, children: value }))}
      />
      {report.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading} style={{ marginBottom: 12 }}>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {section.heading}
          </Typography.Title>
          {section.blocks.map((block, i) => (
            <BlockView key={i} block={block} index={i} />
          ))}
        </section>
      ))}
    </div>
  );
}
