import { expect, type Locator, type Page } from '@playwright/test';

export class ShellPage {
  readonly nav: Locator;
  readonly signOut: Locator;
  readonly openMenu: Locator;
  readonly closeMenu: Locator;

  constructor(private readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.signOut = page.getByRole('button', { name: 'Sign Out' });
    this.openMenu = page.getByRole('button', { name: 'Open menu' });
    this.closeMenu = page.getByRole('button', { name: 'Close menu' });
  }

  link(name: string) {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** A screen's title: its page's h1. */
  heading(title: string) {
    return this.page.getByRole('heading', { level: 1, name: title, exact: true });
  }

  async expectScreen(title: string) {
    await expect(this.heading(title)).toBeVisible();
  }
}
