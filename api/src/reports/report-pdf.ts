import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces.js';
import { findRepoRoot } from '../config/repo-root.js';
import type { ReportPhoto } from './report-data.js';
import type { ReportBlock, ReportDocument } from './report-document.js';

let fontsReady = false;

/** pdfmake with the Roboto fonts it ships (full Latin, em dashes and all); no network or other local files. */
function printer(): typeof pdfmake {
  if (!fontsReady) {
    const require = createRequire(join(findRepoRoot(), 'api', 'package.json'));
    const fonts = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
    pdfmake.setFonts({
      Roboto: {
        normal: join(fonts, 'Roboto-Regular.ttf'),
        bold: join(fonts, 'Roboto-Medium.ttf'),
        italics: join(fonts, 'Roboto-Italic.ttf'),
        bolditalics: join(fonts, 'Roboto-MediumItalic.ttf'),
      },
    });
    pdfmake.setUrlAccessPolicy(() => false);
    (pdfmake as unknown as { setLocalAccessPolicy(check: (path: string) => boolean): void }).setLocalAccessPolicy((path) =>
      path.startsWith(fonts),
    );
    fontsReady = true;
  }
  return pdfmake;
}

const ACCENT = '#b71c1c';

function blockContent(block: ReportBlock): Content[] {
  switch (block.kind) {
    case 'paragraph':
      // A caption above a table: never left alone at the foot of a page (see pageBreakBefore).
      return [{ text: block.text, style: 'paragraph', headlineLevel: 2 }];
    case 'list':
      return [{ ol: block.items, style: 'list' }];
    case 'fields':
      return [
        {
          table: {
            widths: ['*', 'auto'],
            body: block.rows.map(([label, value]): TableCell[] => [
              { text: label },
              { text: value, bold: true, alignment: 'right' },
            ]),
          },
          layout: 'lightHorizontalLines',
          style: 'fields',
        },
      ];
    case 'table': {
      const body: TableCell[][] = [
        block.columns.map((column): TableCell => ({ text: column, style: 'tableHeader' })),
        ...block.rows.map((row) => row.map((value): TableCell => ({ text: value }))),
      ];
      const content: Content[] = [
        {
          table: { headerRows: 1, keepWithHeaderRows: 1, widths: columnWidths(block.columns), body },
          layout: {
            hLineWidth: (i: number) => (i === 1 ? 1 : 0.3),
            vLineWidth: () => 0,
            hLineColor: () => '#9e9e9e',
            fillColor: (row: number) => (row > 0 && row % 2 === 0 ? '#f5f5f5' : null),
          },
          style: 'table',
        },
      ];
      if (block.note) content.push({ text: block.note, style: 'note' });
      return content;
    }
  }
}

const FLEXIBLE = new Set(['Address', 'Work Performed', 'Issues Found', 'Photo Links']);

/** Long text columns share the free width (and wrap); the others fit their content. */
function columnWidths(columns: string[]): Array<'auto' | '*'> {
  const widths = columns.map((column) => (FLEXIBLE.has(column) ? ('*' as const) : ('auto' as const)));
  if (!widths.includes('*')) widths[widths.length - 1] = '*';
  return widths;
}

function photoGrid(photos: ReportPhoto[]): Content[] {
  if (!photos.length) return [];
  const cells: Content[] = photos.map((photo) => ({
    stack: [
      { image: `data:${photo.contentType};base64,${photo.data!.toString('base64')}`, fit: [150, 112] },
      { text: photo.hydrantId, style: 'caption' },
    ],
    margin: [0, 0, 0, 8],
  }));
  const rows: Content[] = [];
  for (let i = 0; i < cells.length; i += 3) {
    const row = cells.slice(i, i + 3);
    while (row.length < 3) row.push({ text: '' });
    rows.push({ columns: row, columnGap: 12 });
  }
  return rows;
}

/** The report as a PDF: a title page, then each section with its tables, page numbers in the footer. */
export async function reportPdf(doc: ReportDocument, photos: ReportPhoto[] = []): Promise<Buffer> {
  const content: Content[] = [
    { text: 'HydrantOps', style: 'brand', margin: [0, 120, 0, 8] },
    { text: doc.title, style: 'title' },
    { text: doc.typeLabel, style: 'subtitle' },
    {
      table: {
        widths: [90, '*'],
        body: doc.meta.map(([label, value]): TableCell[] => [{ text: label, bold: true }, { text: value }]),
      },
      layout: 'noBorders',
      margin: [0, 24, 0, 0],
    },
  ];
  doc.sections.forEach((section, index) => {
    content.push({
      text: section.heading,
      style: 'heading',
      headlineLevel: 1,
      ...(index === 0 ? { pageBreak: 'before' as const } : {}),
    });
    for (const block of section.blocks) content.push(...blockContent(block));
    if (section.heading === 'Photos') content.push(...photoGrid(photos));
  });
  const definition: TDocumentDefinitions = {
    pageSize: 'LETTER',
    pageOrientation: 'landscape',
    pageMargins: [40, 50, 40, 50],
    info: { title: doc.title, subject: doc.typeLabel, creator: 'HydrantOps', producer: 'HydrantOps' },
    header: (currentPage: number) =>
      currentPage === 1 ? null : { text: `${doc.title} · ${doc.typeLabel}`, style: 'pageHeader', margin: [40, 20, 40, 0] },
    footer: (currentPage: number, pageCount: number) => ({
      text: `Page ${currentPage} of ${pageCount}`,
      alignment: 'center',
      style: 'pageFooter',
      margin: [40, 16, 40, 0],
    }),
    content,
    // A heading or a table's caption at the foot of a page moves to the next page with what it introduces.
    pageBreakBefore: (node, queries) => node.headlineLevel !== undefined && queries.getFollowingNodesOnPage().length === 0,
    defaultStyle: { font: 'Roboto', fontSize: 10, color: '#212121' },
    styles: {
      brand: { fontSize: 12, bold: true, color: ACCENT },
      title: { fontSize: 26, bold: true, margin: [0, 0, 0, 6] },
      subtitle: { fontSize: 14, color: '#555555' },
      heading: { fontSize: 15, bold: true, color: ACCENT, margin: [0, 14, 0, 6] },
      paragraph: { margin: [0, 4, 0, 4] },
      list: { margin: [0, 2, 0, 2] },
      fields: { margin: [0, 2, 0, 8] },
      table: { fontSize: 8, margin: [0, 2, 0, 4] },
      tableHeader: { bold: true, fontSize: 8 },
      note: { fontSize: 8, italics: true, color: '#555555', margin: [0, 0, 0, 8] },
      caption: { fontSize: 8, color: '#555555', margin: [0, 2, 0, 0] },
      pageHeader: { fontSize: 8, color: '#757575' },
      pageFooter: { fontSize: 8, color: '#757575' },
    },
  };
  return printer().createPdf(definition).getBuffer();
}
