import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { admin } from '../support/env';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { StaleVersionAlert } from '../support/pages/stale-version-alert';
import { ZonesPage } from '../support/pages/zones-page';

/** Another person: their own session (the `request` fixture keeps its own cookies). */
async function signInOther(request: APIRequestContext): Promise<APIRequestContext> {
  const response = await request.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return request;
}

test.describe('Editing a record someone else changed meanwhile (lost updates)', () => {
  test('Edit Fire Hydrant: the stale save is refused with a message, Reload shows the other change, saving again works', async ({
    adminPage: page,
    request,
  }) => {
    const other = await signInOther(request);
    const hydrantId = uniqueHydrantId('E2E-CONFLICT');
    const created = await DashboardPage.createViaApi(page.request, {
      hydrantId,
      address: '7 Conflict Ct',
      latitude: 39.7817,
      longitude: -89.6501,
      area: 'E2E',
      notes: 'Original note',
    });
    try {
      const dash = new DashboardPage(page);
      await dash.goto();
      await dash.searchFor(hydrantId);
      await dash.openEdit(hydrantId);
      const notes = dash.editDialog.getByLabel('Notes', { exact: true });
      await expect(notes).toHaveValue('Original note');
      await notes.fill('My note');

      // meanwhile the other person changes the hydrant
      const changed = await other.patch(`/api/hydrants/${created.id}`, {
        data: { notes: 'Changed by the other user', inspector: 'Other Person' },
      });
      expect(changed.status(), await changed.text()).toBe(200);

      await dash.editDialog.getByRole('button', { name: 'Update Hydrant' }).click();
      const alert = new StaleVersionAlert(dash.editDialog);
      await expect(alert.root).toContainText('This hydrant was changed by someone else');
      await expect(alert.root).toBeInViewport();
      await expect(dash.editDialog).toBeVisible();
      // nothing was overwritten
      const kept = (await (await other.get(`/api/hydrants/${created.id}`)).json()) as Record<string, unknown>;
      expect(kept).toMatchObject({ notes: 'Changed by the other user', inspector: 'Other Person', version: 2 });

      await alert.reload.click();
      await expect(notes).toHaveValue('Changed by the other user');
      await expect(dash.editDialog.getByLabel('Inspector', { exact: true })).toHaveValue('Other Person');
      await expect(alert.root).toBeHidden();

      await dash.fillHydrant(dash.editDialog, { pressure: '77' });
      await dash.editDialog.getByRole('button', { name: 'Update Hydrant' }).click();
      await expect(dash.editDialog).toBeHidden();
      await expect(page.getByText('Hydrant updated successfully')).toBeVisible();
      const saved = (await (await other.get(`/api/hydrants/${created.id}`)).json()) as Record<string, unknown>;
      expect(saved).toMatchObject({
        notes: 'Changed by the other user',
        inspector: 'Other Person',
        pressure: 77,
        version: 3,
      });
    } finally {
      await page.request.delete(`/api/hydrants/${created.id}`);
    }
  });

  test('Zone Details: the stale save is refused with a message, Reload shows the other change, saving again works', async ({
    adminPage: page,
    request,
  }) => {
    const other = await signInOther(request);
    const name = `E2E Conflict ${Date.now().toString(36)}`;
    const lat = 33.5 + Math.random();
    const lng = -45.5 + Math.random();
    const response = await page.request.post('/api/zones', {
      data: {
        name,
        color: 'purple',
        coordinates: [
          [lat, lng],
          [lat, lng + 0.02],
          [lat + 0.01, lng + 0.02],
        ],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const zone = (await response.json()) as { id: number };
    try {
      const zones = new ZonesPage(page);
      await zones.goto();
      await zones.item(name).getByText(name, { exact: true }).click();
      await expect(zones.details).toContainText(name);
      await zones.details.getByRole('button', { name: 'Edit' }).click();
      const description = zones.details.getByLabel('Description');
      await description.fill('My description');

      const renamed = `${name} (renamed)`;
      const changed = await other.patch(`/api/zones/${zone.id}`, { data: { name: renamed } });
      expect(changed.status(), await changed.text()).toBe(200);

      await zones.details.getByRole('button', { name: 'Save Changes' }).click();
      const alert = new StaleVersionAlert(zones.details);
      await expect(alert.root).toContainText('This zone was changed by someone else');
      await expect(alert.root).toBeInViewport();
      const kept = (await (await other.get(`/api/zones/${zone.id}`)).json()) as Record<string, unknown>;
      expect(kept).toMatchObject({ name: renamed, description: null, version: 2 });

      await alert.reload.click();
      await expect(zones.details.getByLabel('Zone name')).toHaveValue(renamed);
      await expect(description).toHaveValue('');
      await expect(alert.root).toBeHidden();

      await description.fill('After reload');
      await zones.details.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Zone updated')).toBeVisible();
      const saved = (await (await other.get(`/api/zones/${zone.id}`)).json()) as Record<string, unknown>;
      expect(saved).toMatchObject({ name: renamed, description: 'After reload', version: 3 });
    } finally {
      await page.request.delete(`/api/zones/${zone.id}`);
    }
  });

  test('Registry delete: a hydrant changed since the registry showed it is not deleted, with the same message as a stale edit', async ({
    adminPage: page,
    request,
  }) => {
    const other = await signInOther(request);
    const hydrantId = uniqueHydrantId('E2E-STALE-DEL');
    const created = await DashboardPage.createViaApi(page.request, {
      hydrantId,
      address: '9 Conflict Ct',
      latitude: 39.7817,
      longitude: -89.6501,
      area: 'E2E',
    });
    try {
      // The fixture's page has no live-updates stream: the registry keeps what it showed until the delete.
      const dash = new DashboardPage(page);
      await dash.goto();
      await dash.searchFor(hydrantId);
      await expect(dash.row(hydrantId)).toContainText('N/A');

      // meanwhile the other person records a reading on it
      const changed = await other.patch(`/api/hydrants/${created.id}`, { data: { pressure: 64 } });
      expect(changed.status(), await changed.text()).toBe(200);

      await dash
        .row(hydrantId)
        .getByRole('button', { name: `Delete hydrant ${hydrantId}` })
        .click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Delete Hydrant' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('This hydrant was changed by someone else')).toBeVisible();
      // nothing was deleted, and the registry now shows the other person's reading
      expect((await other.get(`/api/hydrants/${created.id}`)).status()).toBe(200);
      await expect(dash.row(hydrantId)).toContainText('64');

      // deleting again, now based on what is shown, works
      await dash
        .row(hydrantId)
        .getByRole('button', { name: `Delete hydrant ${hydrantId}` })
        .click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Hydrant deleted successfully')).toBeVisible();
      expect((await other.get(`/api/hydrants/${created.id}`)).status()).toBe(404);
    } finally {
      await page.request.delete(`/api/hydrants/${created.id}`);
    }
  });
});
