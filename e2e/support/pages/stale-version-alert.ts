import type { Locator } from '@playwright/test';

/** The warning an editor shows when its save was refused because someone else changed the record. */
export class StaleVersionAlert {
  readonly root: Locator;
  readonly reload: Locator;

  constructor(container: Locator) {
    this.root = container.getByTestId('stale-version-alert');
    this.reload = this.root.getByRole('button', { name: 'Reload' });
  }
}
