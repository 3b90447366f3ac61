import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly username = this.page.getByLabel('Username');
  readonly password = this.page.getByLabel('Password');
  readonly signIn = this.page.getByRole('button', { name: /^(Sign In|Signing In\.\.\.)$/ });
  readonly demo = this.page.getByRole('button', { name: /^(Use Demo Access|Setting Up Demo\.\.\.)$/ });

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
