import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { DashboardPage, uniqueHydrantId } from '../support/pages/dashboard-page';
import { FlowTestsPanel } from '../support/pages/flow-tests-panel';
import { colourAt, expectPointsRendered } from '../support/pages/map-canvas';
import { shoot } from '../support/shots';

/** FLOW_CLASS_COLORS of @hydrant/map: C red, AA light blue. */
const CLASS_C: [number, number, number] = [0xe5, 0x39, 0x35];
const CLASS_AA: [number, number, number] = [0x4f, 0xc3, 0xf7];
const near = (c: number[], target: number[]) => c.every((v, i) => Math.abs(v - target[i]) <= 24);

test.describe('flow tests (NFPA 291)', () => {
  test('an officer records a two-outlet flow test: live flows, the hydrant re-rated on the map and in details, the supply curve', async ({
    adminPage: page,
  }) => {
    // a long user journey (map, details, dialog, two axe scans, screenshots): it took 40-60 s on a busy 2-core machine
    test.slow();
    const dashboard = new DashboardPage(page);
    const hydrantId = uniqueHydrantId('FT');
    await DashboardPage.createViaApi(page.request, {
      hydrantId,
      address: '1 Flow Test Way',
      latitude: 39.7817,
      longitude: -89.6501,
      area: 'Downtown',
      flowRate: 400,
    });
    await dashboard.goto();
    await dashboard.searchFor(hydrantId);

    // the map colours by NFPA class: class C (400 GPM typed by hand) before the test
    await dashboard.page.getByRole('radiogroup', { name: 'Colour markers by' }).getByText('Flow class').click();
    await expectPointsRendered(dashboard.map, 1);
    const centre = async () => {
      const box = (await dashboard.map.boundingBox())!;
      return colourAt(page, dashboard.map, box.x + box.width / 2, box.y + box.height / 2);
    };
    await expect.poll(async () => near(await centre(), CLASS_C), { timeout: 15_000 }).toBe(true);

    await dashboard.openDetails(hydrantId);
    const details = dashboard.detailsDialog;
    await expect(details.getByTestId('flow-rate-source')).toContainText('Entered by hand');
    const flow = new FlowTestsPanel(page, details);
    await expect(flow.section).toContainText('No flow tests recorded');

    await flow.openRecord();
    await flow.fillReadings({ tester: 'Engine 3, Lt. Rivera', staticPressure: '72', residualPressure: '50' });
    await flow.fillOutlet(0, { pitot: '16' });
    // 29.83 × 0.90 × 2.5² × √16 while typing
    await expect(flow.outletFlow(0)).toHaveText('671.2 GPM');
    await flow.addOutlet();
    await flow.fillOutlet(1, { pitot: '9', diameter: '4.5' });
    // pumper outlet: 29.83 × 0.90 × 4.5² × √9 × 0.83
    await expect(flow.outletFlow(1)).toHaveText('1,353.7 GPM');
    await expect(flow.results).toContainText('pumper factor 0.83');
    await expect(flow.results.getByTestId('total-flow')).toHaveText('2,024.9 GPM');
    await expect(flow.results.getByTestId('flow-at-20')).toHaveText('3,222 GPM');
    await expect(flow.results.locator('[data-flow-class="AA"]')).toBeVisible();

    // a pitot reading under 2 psi is flagged as the user types, and goes away when corrected
    await flow.fillOutlet(1, { pitot: '1.5' });
    await expect(flow.results).toContainText('Outlet 2: pitot pressure under 2 psi: reading unreliable');
    await flow.fillOutlet(1, { pitot: '9' });
    await expect(flow.results.getByTestId('flow-at-20')).toHaveText('3,222 GPM');
    await expect(flow.results).not.toContainText('reading unreliable');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'flow-test-dialog');

    await flow.save();
    await expect(flow.rows()).toHaveCount(1);
    await expect(flow.rows().first()).toContainText('Engine 3, Lt. Rivera');
    await expect(flow.rows().first()).toContainText('3,222 GPM');
    await expect(flow.curve.getByRole('img')).toHaveAttribute('aria-label', /3222 GPM available at 20 psi/);
    await expect(flow.curve).toContainText('3,222 GPM at 20 psi');
    await expect(details).toContainText('3222 GPM');
    await expect(details.getByTestId('flow-rate-source')).toContainText('Rated flow at 20 psi of the latest flow test');
    await expectNoSeriousA11yViolations(page);
    await flow.curve.scrollIntoViewIfNeeded();
    await shoot(page, 'flow-test-details');

    await dashboard.closeDetails();
    // re-rated class AA: the marker turns light blue
    await expect.poll(async () => near(await centre(), CLASS_AA), { timeout: 15_000 }).toBe(true);
    await shoot(page, 'flow-test-map');
  });

  test('demo users see flow tests but cannot record one', async ({ demoPage: page }) => {
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await dashboard.registry
      .locator('tbody tr.ant-table-row')
      .first()
      .getByRole('button', { name: /View details/ })
      .click();
    const flow = new FlowTestsPanel(page, dashboard.detailsDialog);
    await expect(flow.recordButton).toBeDisabled();
  });
});
