import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly signIn: Locator;
  readonly demo: Locator;

  constructor(private readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password');
    this.signIn = page.getByRole('button', { name: /^(Sign In|Signing In\.\.\.)$/ });
    this.demo = page.getByRole('button', { name: /^(Use Demo Access|Setting Up Demo\.\.\.)$/ });
  }

  async goto() {
    await this.page.goto('/');
    await expect(this.username).toBeVisible();
  }

  async login(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.signIn.click();
  }
}
