import { PDFParse } from 'pdf-parse';
import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { REPORT_TYPE_LABELS, ReportsPage, type ReportTypeValue } from '../support/pages/reports-page';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

// the section each type adds beyond the summary (the API's report document)
const TYPE_SECTION: Record<ReportTypeValue, RegExp> = {
  inspection: /DETAILS/,
  maintenance: /MAINTENANCE ACTIVITY/,
  compliance: /NFPA COMPLIANCE OVERVIEW/,
  operational: /DETAILS|SUMMARY/,
  'iso-readiness': /ISO READINESS/,
};

test('Generate stays disabled until a type and a non-blank title, with SPEC’s message', async ({ adminPage: page }) => {
  const reports = new ReportsPage(page);
  await reports.goto();
  // every type name of SPEC plus ISO readiness
  for (const label of Object.values(REPORT_TYPE_LABELS)) {
    await expect(page.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await reports.goToStep(2);
  await reports.goToStep(3);
  await reports.goToStep(4);
  await expect(reports.generate).toBeDisabled();
  await expect(reports.downloadPdf).toBeDisabled();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select a report type and enter a title' }),
  ).toBeVisible();

  // a type alone is not enough, nor a blank title
  await page.getByRole('button', { name: /Step 1: Report Type/ }).click();
  await reports.typeOption('inspection').check();
  await reports.title.fill('   ');
  await page.getByRole('button', { name: /Step 4: Preview/ }).click();
  await expect(reports.generate).toBeDisabled();

  await page.getByRole('button', { name: /Step 1: Report Type/ }).click();
  await reports.title.fill('Ready');
  await page.getByRole('button', { name: /Step 4: Preview/ }).click();
  await expect(reports.generate).toBeEnabled();
  await expect(page.getByText('Please select a report type and enter a title')).toHaveCount(0);
});

test('step 2 lists the areas and the first 10 hydrants with the hint; step 3 has SPEC’s defaults', async ({
  adminPage: page,
}) => {
  const reports = new ReportsPage(page);
  const options = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reports/options');
  await reports.goto();
  await reports.goToStep(2);
  const data = (await (await options).json()) as { areas: { area: string }[]; totalHydrants: number };
  await expect(reports.hydrantCheckboxes()).toHaveCount(Math.min(10, data.totalHydrants));
  await expect(reports.step(2)).toContainText('Only the first 10 hydrants are listed. Use the area filter');
  await expect(reports.step(2).getByTestId('report-areas').getByRole('checkbox')).toHaveCount(data.areas.length);
  await expect(page.getByLabel('Start Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoSeriousA11yViolations(page);

  await reports.goToStep(3);
  await expect(reports.section('Summary')).toBeChecked();
  await expect(reports.section('Details')).toBeChecked();
  await expect(reports.section('Recommendations')).toBeChecked();
  await expect(reports.section('Photos')).not.toBeChecked();
  await expect(reports.section('Maintenance')).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

for (const type of Object.keys(REPORT_TYPE_LABELS) as ReportTypeValue[]) {
  test(`${REPORT_TYPE_LABELS[type]}: four steps, preview, .txt and PDF`, async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const reports = new ReportsPage(page);
    await reports.goto();
    const title = `E2E ${REPORT_TYPE_LABELS[type]} ${Date.now().toString(36)}`;

    // step 1
    await reports.typeOption(type).check();
    await reports.title.fill(title);
    await reports.description.fill('Prepared for the quarterly review');

    // step 2: one area, the first listed hydrant
    await reports.goToStep(2);
    const firstArea = reports.step(2).getByTestId('report-areas').getByRole('checkbox').first();
    const areaName = ((await firstArea.locator('xpath=..').textContent()) ?? '')
      .replace(/\s*\([\d,]+\)\s*$/, '')
      .trim();
    await firstArea.check();
    await reports.hydrantCheckboxes().first().check();

    // step 3: maintenance on as well
    await reports.goToStep(3);
    await reports.section('Maintenance').click();
    await expect(reports.section('Maintenance')).toBeChecked();

    // step 4: the preview, then both files
    await reports.goToStep(4);
    const preview = page.getByTestId('report-preview-sections');
    await expect(preview).toBeVisible();
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview).toContainText(REPORT_TYPE_LABELS[type]);
    await expect(preview).toContainText(areaName);
    await animationsSettled(page);
    await expectNoSeriousA11yViolations(page);

    const txt = await reports.download(reports.generate);
    expect(txt.name).toMatch(new RegExp(`^${slug(title)}-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.txt$`));
    const text = txt.body.toString('utf8');
    expect(text.split('\n')[0]).toBe(title);
    expect(text).toContain(`Report type: ${REPORT_TYPE_LABELS[type]}`);
    expect(text).toContain('Description: Prepared for the quarterly review');
    expect(text).toContain(areaName);
    expect(text).toMatch(/SUMMARY/);
    expect(text).toMatch(TYPE_SECTION[type]);
    expect(text).toMatch(/RECOMMENDATIONS/);

    // the plain-text view shows exactly the file
    await page.getByText('Plain text', { exact: true }).click();
    await expect(page.getByTestId('report-preview-text')).toContainText(`Report type: ${REPORT_TYPE_LABELS[type]}`);

    const pdf = await reports.download(reports.downloadPdf);
    expect(pdf.name).toMatch(new RegExp(`^${slug(title)}-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.pdf$`));
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await pdfText(pdf.body);
    expect(parsed.pages).toBeGreaterThanOrEqual(1);
    const flat = parsed.text.replace(/\s+/g, ' ');
    expect(flat).toContain(title);
    expect(flat).toContain(REPORT_TYPE_LABELS[type]);
    expect(flat).toContain(areaName);
    expect(flat).toMatch(/Recommendations/i);
  });
}

for (const width of [1280, 390]) {
  test(`Report Generator at ${width} px`, async ({ adminPage: page }) => {
    test.setTimeout(120_000); // four steps, a server-built preview, axe and a full-page screenshot
    await page.setViewportSize({ width, height: 900 });
    const reports = new ReportsPage(page);
    await reports.goto();
    await reports.typeOption('compliance').check();
    await reports.title.fill('Screenshot report');
    await page.screenshot({ path: test.info().outputPath(`reports-step1-${width}.png`), fullPage: true });
    await reports.goToStep(2);
    await reports.goToStep(3);
    await reports.goToStep(4);
    await expect(page.getByTestId('report-preview-sections')).toBeVisible();
    await animationsSettled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`reports-step4-${width}.png`), fullPage: true });
  });
}

test('a demo user can build, preview and download a report (it changes nothing)', async ({ demoPage: page }) => {
  test.setTimeout(120_000); // four steps, a server-built preview and a download
  const reports = new ReportsPage(page);
  await reports.goto();
  await reports.typeOption('operational').check();
  await reports.title.fill('Demo status');
  await reports.goToStep(2);
  await reports.goToStep(3);
  await reports.goToStep(4);
  await expect(page.getByTestId('report-preview-sections')).toContainText('Operational Status Report');
  await expect(reports.generate).toBeEnabled();
  const txt = await reports.download(reports.generate);
  expect(txt.name).toMatch(/^demo-status-\d{4}-\d{2}-\d{2}-\d{6}\.txt$/);
  expect(txt.body.toString('utf8').split('\n')[0]).toBe('Demo status');
  // exports are reads: the links are there for a demo user too
  await expect(reports.exportLink('csv')).toHaveAttribute('href', '/api/exports/csv');
  await expectNoSeriousA11yViolations(page);
});
