import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { MaintenancePage, isoDay, uniqueText } from '../support/pages/maintenance-page';
import { solidPng } from '../support/png';

// The maintenance workflow of SPEC §2 in the browser, on the demo data's hydrants
// (H-0001 … H-0350): each test works on a hydrant of its own and finds its schedule by
// a description no other test uses.

test.describe('Maintenance: schedule, start and complete work', () => {
  test('a scheduled task is upcoming, starts, completes with a photo and a next date, and its record and follow-up appear', async ({
    adminPage: page,
  }) => {
    test.setTimeout(150_000);
    const m = new MaintenancePage(page);
    const description = uniqueText('Flush and lubricate');
    const work = uniqueText('Flushed, lubricated stem');
    const next = isoDay(30);
    await m.goto();
    await expect(m.counter('upcoming')).toBeVisible();

    // Schedule Maintenance: SPEC §5 messages first, then the defaults and a real hydrant
    await m.scheduleButton.click();
    await expect(m.scheduleDialog).toBeVisible();
    await animationsSettled(page);
    await expect(m.scheduleDialog.getByLabel('Maintenance Type')).toBeVisible();
    await expect(m.scheduleDialog.locator('.ant-select-content').filter({ hasText: 'Routine' })).toBeVisible();
    await expect(m.scheduleDialog.locator('.ant-select-content').filter({ hasText: 'Medium' })).toBeVisible();
    await expect(m.scheduleDialog.getByLabel('Scheduled Date')).toHaveAttribute('min', isoDay(0));
    await m.scheduleDialog.getByRole('button', { name: 'Schedule Maintenance' }).click();
    await expect(m.scheduleDialog.getByText('Please select a hydrant')).toBeVisible();
    await expect(m.scheduleDialog.getByText('Scheduled date is required')).toBeVisible();
    await expect(m.scheduleDialog.getByText('Description is required')).toBeVisible();
    await m.fillSchedule({
      hydrant: 'H-0042',
      date: isoDay(2),
      description,
      type: 'Repair',
      assignedTo: 'Alex Rivera',
    });
    await expectNoSeriousA11yViolations(page);
    await m.scheduleDialog.getByRole('button', { name: 'Schedule Maintenance' }).click();
    await expect(page.getByText('Maintenance scheduled successfully')).toBeVisible();
    await expect(m.scheduleDialog).toBeHidden();

    // upcoming (due within 7 days), with Start Work: the dashboard lists the 10 soonest of the
    // demo data's many, so the Schedules tab's Upcoming view of this hydrant shows it
    const hydrant = await page.request.get('/api/hydrants?search=H-0042&pageSize=1');
    const { id } = ((await hydrant.json()) as { items: { id: number }[] }).items[0];
    await page.goto(`/maintenance?tab=schedules&show=upcoming&hydrant=${id}`);
    const upcoming = m.schedule(description, page.getByTestId('schedule-list'));
    await expect(upcoming).toBeVisible();
    await expect(upcoming).toContainText('H-0042');
    await expect(upcoming.getByText('SCHEDULED')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Start Maintenance Work: the technician comes from the assignee
    await upcoming.getByRole('button', { name: 'Start Work' }).click();
    await expect(m.startDialog).toBeVisible();
    await expect(m.startDialog.getByLabel('Technician Name')).toHaveValue('Alex Rivera');
    await m.startDialog.getByLabel('Technician ID').fill('T-17');
    await expectNoSeriousA11yViolations(page);
    await m.startDialog.getByRole('button', { name: 'Start Work' }).click();
    await expect(page.getByText('Work Started', { exact: true })).toBeVisible();
    await expect(m.startDialog).toBeHidden();

    await page
      .getByTestId('schedules-tab')
      .locator('label')
      .filter({ hasText: /^In Progress$/ })
      .click();
    const inProgress = m.schedule(description, page.getByTestId('schedule-list'));
    await expect(inProgress.getByText('IN PROGRESS')).toBeVisible();
    await expect(inProgress).toContainText('Technician: Alex Rivera (T-17)');

    // Complete Maintenance Work with a photo and the next maintenance date
    await inProgress.getByRole('button', { name: 'Complete Work' }).click();
    const c = m.completeDialog;
    await expect(c).toBeVisible();
    await animationsSettled(page);
    await expect(c.getByLabel('Technician Name')).toHaveValue('Alex Rivera');
    await c.getByRole('button', { name: 'Complete Work' }).click();
    await expect(c.getByText('Work performed description is required')).toBeVisible();
    await c.getByLabel('Work Performed').fill(work);
    await c.getByLabel('Duration (minutes)').fill('45');
    await c.getByLabel('Cost').fill('$35.00');
    await c.getByLabel('Parts Used').fill('Stem lubricant');
    await c.getByLabel('Next Maintenance Date').fill(next);
    await c.locator('input[type=file]').setInputFiles({
      name: 'valve.png',
      mimeType: 'image/png',
      buffer: solidPng(1600, 1200, [30, 90, 200]),
    });
    await expect(c.getByRole('img', { name: 'Work photo 1' })).toBeVisible();
    await expect(c.getByText('1/10 photos')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await c.getByRole('button', { name: 'Complete Work' }).click();
    await expect(page.getByText('Work Completed')).toBeVisible();
    await expect(page.getByText('Maintenance work has been logged successfully')).toBeVisible();
    await expect(c).toBeHidden();

    // History: the record with every field and its photo, opening in a new window
    await m.openTab('History');
    const record = m.historyRecord(work);
    await expect(record).toBeVisible();
    await expect(record).toContainText('COMPLETED');
    await expect(record).toContainText('H-0042');
    await expect(record).toContainText('Alex Rivera (T-17)');
    await expect(record).toContainText('45 minutes');
    await expect(record).toContainText('$35.00');
    await expect(record).toContainText('Stem lubricant');
    const photo = record.getByRole('link', { name: /Open photo 1 of 1/ });
    await expect(photo).toHaveAttribute('target', '_blank');
    const img = photo.locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    const popupPromise = page.waitForEvent('popup');
    await photo.click();
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toContain('/api/');
    await popup.close();
    await expectNoSeriousA11yViolations(page);

    // the follow-up: a new scheduled task for the same hydrant and type on the next date,
    // listed on the Schedules tab filtered to this hydrant (the link a hydrant's alert uses)
    await page.goto(`/maintenance?tab=schedules&show=scheduled&hydrant=${id}`);
    await expect(page.getByTestId('hydrant-filter')).toHaveText(/Hydrant H-0042/);
    const nextText = await page.evaluate((iso) => {
      const [y, mo, d] = iso.split('-').map(Number);
      return new Date(y, mo - 1, d).toLocaleDateString();
    }, next);
    const followUp = page.getByTestId('schedule-card').filter({ hasText: `Repair · ${nextText}` });
    await expect(followUp).toHaveCount(1);
    await expect(followUp.getByText('SCHEDULED')).toBeVisible();
    await expect(followUp.getByRole('button', { name: 'Start Work' })).toBeVisible();
  });

  test('work completed as incomplete needs its issues, stays open with Log Issues and Mark Complete, and gets a follow-up', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const m = new MaintenancePage(page);
    const description = uniqueText('Replace cap gasket');
    const hydrant = await page.request.get('/api/hydrants?search=H-0077&pageSize=1');
    const { id } = ((await hydrant.json()) as { items: { id: number }[] }).items[0];
    const created = await page.request.post('/api/maintenance', {
      data: {
        hydrantId: id,
        scheduledDate: isoDay(1),
        maintenanceType: 'routine',
        priority: 'high',
        assignedTo: 'Sam Lee',
        description,
        estimatedDuration: 30,
        status: 'scheduled',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`/maintenance?tab=schedules&show=upcoming&hydrant=${id}`);
    await expect(m.heading).toBeVisible();
    const card = m.schedule(description, page.getByTestId('schedule-list'));
    await card.getByRole('button', { name: 'Start Work' }).click();
    await m.startDialog.getByRole('button', { name: 'Start Work' }).click();
    await expect(page.getByText('Work Started', { exact: true })).toBeVisible();

    await page
      .getByTestId('schedules-tab')
      .locator('label')
      .filter({ hasText: /^In Progress$/ })
      .click();
    const started = m.schedule(description, page.getByTestId('schedule-list'));
    await started.getByRole('button', { name: 'Complete Work' }).click();
    const c = m.completeDialog;
    await expect(c).toBeVisible();
    await animationsSettled(page);
    await c
      .locator('label')
      .filter({ hasText: /^Incomplete$/ })
      .click();
    // the follow-up date defaults to 7 days later (DECISIONS §7)
    await expect(c.getByLabel('Follow-up Date')).toHaveValue(isoDay(7));
    await c.getByLabel('Work Performed').fill('Removed the old gasket');
    await c.getByRole('button', { name: 'Complete Work' }).click();
    await expect(c.getByText('Issues found description is required when task is incomplete')).toBeVisible();
    await c.getByLabel('Issues Found').fill('Replacement gasket out of stock');
    await expectNoSeriousA11yViolations(page);
    await c.getByRole('button', { name: 'Complete Work' }).click();
    await expect(page.getByText('Work Completed')).toBeVisible();
    await expect(c).toBeHidden();

    // the incomplete schedule offers Log Issues and Mark Complete
    await m.openTab('Schedules');
    await page
      .locator('label')
      .filter({ hasText: /^Incomplete$/ })
      .click();
    const incomplete = m.schedule(description);
    await expect(incomplete.getByText('INCOMPLETE')).toBeVisible();
    await expect(incomplete.getByRole('button', { name: 'Log Issues' })).toBeVisible();
    await expect(incomplete.getByRole('button', { name: 'Mark Complete' })).toBeVisible();
    await expect(incomplete.getByRole('button', { name: 'Start Work' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Log Issues opens the completion dialog as incomplete
    await incomplete.getByRole('button', { name: 'Log Issues' }).click();
    await expect(c).toBeVisible();
    await expect(c.getByRole('radio', { name: 'Incomplete' })).toBeChecked();
    await c.getByRole('button', { name: 'Cancel' }).click();
    await expect(c).toBeHidden();

    // History shows the record as incomplete with its issues
    await m.openTab('History');
    const record = m.historyRecord('Removed the old gasket');
    await expect(record).toContainText('INCOMPLETE');
    await expect(record).toContainText('Replacement gasket out of stock');
  });
});
