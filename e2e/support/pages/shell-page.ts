import { expect, type Page } from '@playwright/test';

export class ShellPage {
  constructor(private readonly page: Page) {}

  readonly nav = this.page.getByRole('navigation', { name: 'Main' });
  readonly signOut = this.page.getByRole('button', { name: 'Sign Out' });
  readonly openMenu = this.page.getByRole('button', { name: 'Open menu' });
  readonly closeMenu = this.page.getByRole('button', { name: 'Close menu' });

  link(name: string) {
    return this.nav.getByRole('link', { name, exact: true });
  }

  heading(title: string) {
    return this.page.getByRole('heading', { name: title, exact: true });
  }

  async expectScreen(title: string) {
    await expect(this.heading(title)).toBeVisible();
  }
}
