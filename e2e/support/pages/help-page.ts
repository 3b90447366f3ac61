import { expect, type Locator, type Page } from '@playwright/test';

/** The Help Center (/help). */
export class HelpPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly topics: Locator;
  readonly empty: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Help Center' });
    this.search = page.getByRole('textbox', { name: 'Search help topics' });
    this.topics = page.getByTestId('help-topics').locator('.ant-collapse-item');
    this.empty = page.getByTestId('help-empty');
  }

  async goto() {
    await this.page.goto('/help');
    await expect(this.heading).toBeVisible();
  }

  /** The header (the button that opens and closes it) of the topic titled `title`. */
  topicHeader(title: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${title}\\b`) });
  }

  async topicTitles(): Promise<string[]> {
    return this.topics.locator('.ant-collapse-header strong').allTextContents();
  }
}
