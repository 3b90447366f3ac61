import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { AnalyticsPage, percentText, type AnalyticsData } from '../support/pages/analytics-page';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';

const count = (n: number) => n.toLocaleString('en-US');

test('analytics cards, metrics and operations show the figures the server computed', async ({ adminPage: page }) => {
  const analytics = new AnalyticsPage(page);
  const data = await analytics.goto();

  // the four cards
  await expect(analytics.value('card-operational-rate')).toHaveText(percentText(data.cards.operationalRate));
  await expect(analytics.card('card-operational-rate')).toContainText(
    `${count(data.hydrants.operational)} of ${count(data.hydrants.total)} hydrants operational`,
  );
  await expect(analytics.value('card-critical-alerts')).toHaveText(String(data.cards.criticalAlerts));
  await expect(analytics.value('card-maintenance-compliance')).toHaveText(
    percentText(data.cards.maintenanceCompliance),
  );
  const response = data.cards.avgResponseTime;
  if (response.minutes === null) {
    // no alert acknowledged in the last 30 days: '—', never a made-up figure
    await expect(analytics.value('card-response-time')).toHaveText('—');
  } else {
    await expect(analytics.value('card-response-time')).toHaveText(/^\d+(\.\d)? (min|h|days)$/);
  }
  await expect(analytics.card('card-response-time-note')).toContainText(
    response.changePercent === null ? '— vs previous 30 days' : 'previous 30 days',
  );

  // Performance Metrics
  for (const [testId, value] of [
    ['metric-inspection-efficiency', data.performance.inspectionEfficiency],
    ['metric-maintenance-timeliness', data.performance.maintenanceTimeliness],
    ['metric-system-reliability', data.performance.systemReliability],
  ] as const) {
    await expect(page.getByTestId(`${testId}-value`)).toHaveText(percentText(value));
  }

  // Real-Time Operations Dashboard
  const ops = data.operations;
  await expect(analytics.value('ops-completed')).toHaveText(count(ops.completedThisMonth));
  await expect(analytics.value('ops-scheduled')).toHaveText(count(ops.scheduledTasks));
  await expect(analytics.card('ops-scheduled')).toContainText(`${ops.overdueTasks} overdue`);
  await expect(analytics.value('ops-active-alerts')).toHaveText(count(ops.activeAlerts));
  await expect(analytics.card('ops-active-alerts')).toContainText(`${ops.criticalAlerts} critical`);
  await expect(analytics.value('ops-operational')).toHaveText(count(ops.operationalHydrants));

  // Risk Assessment: every area the server names, each High Priority, or SPEC's text
  const risk = page.getByTestId('risk-assessment');
  if (data.riskAreas.length === 0) {
    await expect(risk).toContainText('No critical risk areas identified');
  } else {
    const rows = risk.getByTestId('risk-area');
    await expect(rows).toHaveCount(data.riskAreas.length);
    for (const [i, area] of data.riskAreas.entries()) {
      await expect(rows.nth(i)).toContainText(area.area);
      await expect(rows.nth(i)).toContainText(`${area.nonOperational} of ${area.total} hydrants not operational`);
      await expect(rows.nth(i).getByText('High Priority')).toBeVisible();
    }
  }

  // System Health Overview from the server's checks
  await expect(page.getByTestId('health-database-value')).toHaveText(
    data.systemHealth.database.status === 'ok' ? /Excellent|Slow/ : /Unreachable/,
  );
  await expect(page.getByTestId('health-integrity-value')).toHaveText(
    data.systemHealth.integrity.failing === 0 ? /Optimal/ : /Needs Attention/,
  );
  await expect(page.getByTestId('health-alertCheck')).toContainText('Maintenance Scheduling');
  await expectNoSeriousA11yViolations(page);
});

test('analytics charts draw the server figures and give them as data tables', async ({ adminPage: page }) => {
  const analytics = new AnalyticsPage(page);
  const data = await analytics.goto();
  for (const id of ['chart-monthly', 'chart-status', 'chart-flow-class']) {
    await expect(analytics.chart(id).locator('canvas').first()).toBeVisible();
  }
  // no open alert: the chart says so instead of drawing empty axes
  const openAlerts = data.charts.openAlertsByType.reduce((sum, a) => sum + a.count, 0);
  if (openAlerts === 0) await expect(analytics.chart('chart-alert-types')).toContainText('No open alerts');
  else await expect(analytics.chart('chart-alert-types').locator('canvas').first()).toBeVisible();

  const monthly = await analytics.chartTable('chart-monthly');
  expect(monthly).toHaveLength(12);
  expect(monthly.map((row) => [Number(row[1].replace(/,/g, '')), Number(row[2].replace(/,/g, ''))])).toEqual(
    data.charts.monthly.map((m) => [m.inspections, m.maintenanceCompleted]),
  );

  const status = await analytics.chartTable('chart-status');
  expect(status.map((row) => Number(row[1].replace(/,/g, '')))).toEqual(data.charts.byStatus.map((s) => s.count));
  const statusTotal = data.charts.byStatus.reduce((sum, s) => sum + s.count, 0);
  expect(statusTotal).toBe(data.hydrants.total);

  const flow = await analytics.chartTable('chart-flow-class');
  expect(flow.map((row) => Number(row[1].replace(/,/g, '')))).toEqual(data.charts.byFlowClass.map((c) => c.count));
  expect(flow.map((row) => row[0])).toContain('Class AA (≥ 1500 GPM)');

  const alerts = await analytics.chartTable('chart-alert-types');
  expect(alerts.map((row) => Number(row[1].replace(/,/g, '')))).toEqual(
    data.charts.openAlertsByType.map((a) => a.count),
  );
  await animationsSettled(page);
  await expectNoSeriousA11yViolations(page);
});

test('an area with a hydrant out of service is a High Priority risk area', async ({ adminPage: page }) => {
  const area = `Risk Area ${uniqueHydrantId('R')}`;
  await DashboardPage.createViaApi(page.request, {
    hydrantId: uniqueHydrantId('E2E-RISK'),
    address: '1 Risk Rd',
    latitude: 39.78,
    longitude: -89.65,
    area,
    status: 'out-of-service',
  });
  const analytics = new AnalyticsPage(page);
  const data = await analytics.goto();
  const entry = data.riskAreas.find((r) => r.area === area);
  expect(entry).toMatchObject({ nonOperational: 1, total: 1 });
  const row = page.getByTestId('risk-assessment').locator(`[data-area="${area}"]`);
  await expect(row).toContainText('1 of 1 hydrants not operational');
  await expect(row.getByText('High Priority')).toBeVisible();
});

test('a hydrant taken out of service raises a critical alert; acknowledging it gives a real response time', async ({
  adminPage: page,
}) => {
  const before = (await (await page.request.get('/api/analytics')).json()) as AnalyticsData;
  const hydrant = await DashboardPage.createViaApi(page.request, {
    hydrantId: uniqueHydrantId('E2E-ALERT'),
    address: '2 Alert Ave',
    latitude: 39.79,
    longitude: -89.64,
    area: 'Alert Area',
    status: 'operational',
  });
  const change = await page.request.patch(`/api/hydrants/${hydrant.id}`, {
    data: { status: 'out-of-service', outOfServiceReason: 'Broken valve stem' },
  });
  expect(change.status(), await change.text()).toBe(200);
  // the server raised the status_change alert itself (high priority: critical)
  const list = await page.request.get(`/api/alerts?hydrantId=${hydrant.id}&acknowledged=false`);
  expect(list.status()).toBe(200);
  // (a hydrant never inspected also has its 'inspection overdue' alert, raised when it was added)
  const alerts = ((await list.json()) as { items: { id: number; alertType: string; priority: string }[] }).items.filter(
    (alert) => alert.alertType === 'status_change',
  );
  expect(alerts).toEqual([expect.objectContaining({ alertType: 'status_change', priority: 'high' })]);

  const analytics = new AnalyticsPage(page);
  let data = await analytics.goto();
  expect(data.charts.openAlertsByType.find((a) => a.alertType === 'status_change')?.count).toBeGreaterThan(0);
  expect(data.cards.criticalAlerts).toBeGreaterThanOrEqual(before.cards.criticalAlerts);
  await expect(analytics.value('card-critical-alerts')).toHaveText(String(data.cards.criticalAlerts));
  await expect(analytics.chart('chart-alert-types').locator('canvas').first()).toBeVisible();

  const ack = await page.request.patch(`/api/alerts/${alerts[0].id}/acknowledge`, { data: {} });
  expect(ack.status(), await ack.text()).toBe(200);
  data = await analytics.goto();
  // at least one alert acknowledged in the last 30 days: a figure, not '—'
  expect(data.cards.avgResponseTime.minutes).not.toBeNull();
  await expect(analytics.value('card-response-time')).toHaveText(/^\d+(\.\d)? (min|h|days)$/);
  await expectNoSeriousA11yViolations(page);
});

for (const width of [1280, 390]) {
  test(`analytics at ${width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    const analytics = new AnalyticsPage(page);
    await analytics.goto();
    await expect(analytics.chart('chart-flow-class').locator('canvas').first()).toBeVisible();
    await animationsSettled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`analytics-${width}.png`), fullPage: true });
  });
}
