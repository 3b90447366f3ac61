import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { animationsSettled } from '../animations';

export const REPORT_TYPE_LABELS = {
  inspection: 'Hydrant Inspection Report',
  maintenance: 'Maintenance Activity Report',
  compliance: 'NFPA Compliance Report',
  operational: 'Operational Status Report',
  'iso-readiness': 'ISO Readiness Report',
} as const;
export type ReportTypeValue = keyof typeof REPORT_TYPE_LABELS;

/** The Report Generator (/reports): the four steps and Raw Data Export. */
export class ReportsPage {
  readonly heading: Locator;
  readonly generator: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly generate: Locator;
  readonly downloadPdf: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly exportPanel: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Report Generator' });
    this.generator = page.getByTestId('report-generator');
    this.next = this.generator.getByRole('button', { name: 'Next' });
    this.previous = this.generator.getByRole('button', { name: 'Previous' });
    this.generate = this.generator.getByRole('button', { name: 'Generate & Download Report' });
    this.downloadPdf = this.generator.getByRole('button', { name: 'Download PDF' });
    this.title = page.getByLabel('Report Title');
    this.description = page.getByLabel('Description (optional)');
    this.exportPanel = page.getByTestId('data-export');
  }

  async goto() {
    await this.page.goto('/reports');
    await expect(this.heading).toBeVisible();
    await expect(this.step(1)).toBeVisible();
  }

  step(n: 1 | 2 | 3 | 4): Locator {
    return this.page.getByTestId(`report-step-${n}`);
  }

  typeOption(type: ReportTypeValue): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${REPORT_TYPE_LABELS[type]}`) });
  }

  section(label: string): Locator {
    return this.step(3).getByRole('switch', { name: new RegExp(`^${label}\\b`) });
  }

  areaCheckbox(area: string): Locator {
    return this.step(2)
      .getByTestId('report-areas')
      .getByRole('checkbox', { name: new RegExp(`^${area} \\(`) });
  }

  hydrantCheckboxes(): Locator {
    return this.step(2).getByTestId('report-hydrants').getByRole('checkbox');
  }

  async goToStep(n: 2 | 3 | 4) {
    await this.next.click();
    await expect(this.step(n)).toBeVisible();
    await animationsSettled(this.page);
  }

  /** Clicks `button` and returns the file it downloads, with its name and bytes. */
  async download(button: Locator): Promise<{ name: string; body: Buffer; download: Download }> {
    const waiting = this.page.waitForEvent('download');
    await button.click();
    const download = await waiting;
    const path = await download.path();
    return { name: download.suggestedFilename(), body: await readFile(path), download };
  }

  exportLink(format: string): Locator {
    return this.page.getByTestId(`export-${format}`);
  }
}
