import { test, expect } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { animationsSettled } from '../support/animations';
import { HelpPage } from '../support/pages/help-page';

const TOPICS = [
  'Getting Started',
  'Adding a Hydrant',
  'Scheduling Maintenance',
  'Creating Zones',
  'Managing Alerts',
  'Equipment Tracking',
  'Personnel and Shifts',
  'Generating Reports',
  'Mobile Usage',
  'Troubleshooting',
];

test('the Help Center lists the ten topics; a topic opens with its category, content, numbered steps and tips', async ({
  adminPage: page,
}) => {
  const help = new HelpPage(page);
  await help.goto();
  await expect(help.topics).toHaveCount(10);
  expect(await help.topicTitles()).toEqual(TOPICS);

  const header = help.topicHeader('Creating Zones');
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(header).toContainText('Maps');
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const body = page.getByTestId('help-topic-body-creating-zones');
  await expect(body).toBeVisible();
  await expect(body.getByText('Zones outline districts')).toBeVisible();
  const steps = body.locator('ol > li');
  await expect(steps.first()).toContainText('Add Zone');
  expect(await steps.count()).toBeGreaterThanOrEqual(3);
  await expect(body.getByRole('heading', { name: 'Tips' })).toBeVisible();
  await animationsSettled(page);
  await expectNoSeriousA11yViolations(page);

  // and closes again
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'false');
});

test('Help search covers title, content and keywords, and says when nothing matches', async ({ adminPage: page }) => {
  const help = new HelpPage(page);
  await help.goto();

  // a title
  await help.search.fill('zones');
  expect(await help.topicTitles()).toContain('Creating Zones');
  await expect(page.getByTestId('help-result-count')).toContainText('of 10 topics');

  // content only ('slides in' is in Mobile Usage's text, not its title)
  await help.search.fill('slides in');
  expect(await help.topicTitles()).toEqual(['Mobile Usage']);

  // a keyword only ('geojson' is a keyword of Generating Reports)
  await help.search.fill('GeoJSON');
  expect(await help.topicTitles()).toEqual(['Generating Reports']);

  // nothing
  await help.search.fill('xyzzy quantum');
  await expect(help.empty).toBeVisible();
  await expect(help.empty.getByText('No results found')).toBeVisible();
  await expect(help.empty.getByText('Try different search terms to find help topics.')).toBeVisible();
  await expect(help.topics).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // clearing brings every topic back
  await help.search.fill('');
  await expect(help.topics).toHaveCount(10);
});

test('Help Center at 390 px', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const help = new HelpPage(page);
  await help.goto();
  await help.topicHeader('Mobile Usage').click();
  await expect(page.getByTestId('help-topic-body-mobile-usage')).toBeVisible();
  await animationsSettled(page);
  // nothing wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('help-390.png'), fullPage: true });
});
