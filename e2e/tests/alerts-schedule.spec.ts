import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { AlertsPage } from '../support/pages/alerts-page';
import { uniqueHydrantId } from '../support/pages/dashboard-page';
import { MaintenancePage, isoDay } from '../support/pages/maintenance-page';
import { shoot } from '../support/shots';

interface ApiAlert {
  id: number;
  alertType: string;
  title: string | null;
  message: string;
}

// An alert calls for work: 'Schedule maintenance' on it opens Schedule Maintenance with its
// hydrant, a type and its priority filled in, and the schedule made links back to the alert.
test('Schedule maintenance on an alert: the dialog comes filled in, the schedule links back to the alert', async ({
  adminPage: page,
}) => {
  const label = uniqueHydrantId('E2E-ALS');
  const made = await page.request.post('/api/hydrants', {
    data: {
      hydrantId: label,
      address: '3 Alert Ln',
      latitude: 39.78,
      longitude: -89.65,
      area: 'Alert Area',
      status: 'operational',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const hydrant = (await made.json()) as { id: number };
  const change = await page.request.patch(`/api/hydrants/${hydrant.id}`, {
    data: { status: 'out-of-service', outOfServiceReason: 'Cracked barrel' },
  });
  expect(change.status(), await change.text()).toBe(200);
  const listed = await page.request.get(`/api/alerts?hydrantId=${hydrant.id}&acknowledged=false`);
  const [alert] = ((await listed.json()) as { items: ApiAlert[] }).items.filter((a) => a.alertType === 'status_change');
  expect(alert).toBeDefined();

  const alerts = new AlertsPage(page);
  await alerts.goto();
  const card = alerts.statusAlert(alerts.active, label);
  await card.getByRole('button', { name: 'Schedule maintenance' }).click();

  const m = new MaintenancePage(page);
  const dialog = m.scheduleDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('schedule-maintenance-form')).toContainText(label);
  await expect(dialog.locator('.ant-form-item').filter({ hasText: 'Maintenance Type' })).toContainText('Repair');
  await expect(dialog.locator('.ant-form-item').filter({ hasText: 'Priority' })).toContainText('High');
  await expect(dialog.getByLabel('Description')).toHaveValue(
    new RegExp(alert.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'alerts-schedule-maintenance');

  await dialog.getByLabel('Scheduled Date').fill(isoDay(2));
  await dialog.getByRole('button', { name: 'Schedule Maintenance' }).click();
  await expect(page.getByText('Maintenance scheduled successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const schedules = await page.request.get(`/api/maintenance?hydrantId=${hydrant.id}`);
  const [schedule] = ((await schedules.json()) as { items: Record<string, unknown>[] }).items;
  expect(schedule).toMatchObject({
    alertId: alert.id,
    maintenanceType: 'repair',
    priority: 'high',
    scheduledDate: isoDay(2),
  });

  // The schedule names its alert; the link opens that alert first on /alerts.
  await page.goto(`/maintenance?tab=schedules&hydrant=${hydrant.id}`);
  await expect(m.heading).toBeVisible();
  const link = page.getByTestId('schedule-card').getByRole('link', { name: `Scheduled from alert ${alert.id}` });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/alerts\\?alert=${alert.id}$`));
  const linked = page.getByTestId('linked-alert');
  await expect(linked.getByRole('heading', { name: `Alert ${alert.id}` })).toBeVisible();
  await expect(linked.getByTestId('alert-card')).toContainText(label);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'alerts-linked-alert');

  await linked.getByRole('button', { name: 'Show all alerts' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(linked).toBeHidden();
});
