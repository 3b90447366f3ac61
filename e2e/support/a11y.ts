import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { animationsSettled } from './animations';

/** What the console is held to: no axe violation of these impacts, on any screen. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Rules held regardless of their impact: every screen has one h1 (its title). axe rates
 * a missing h1 'moderate', but screen reader users jump to it to learn where they are.
 */
const ALWAYS_BLOCKING = new Set(['page-has-heading-one']);

export interface A11yCheckOptions {
  /**
   * CSS selectors left out of the scan, each with the reason (the reason is required so
   * that nothing is excluded silently).
   */
  exclude?: Record<string, string>;
  /**
   * Runs axe wholly in the page (its legacy mode), not finishing in a new blank page: in a
   * context whose service worker runs, the blank page never answers.
   */
  inPage?: boolean;
}

function describe(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `${v.id} (${v.impact}): ${v.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the page once its animations have ended (call it when the screen shows
 * what the user checks: data loaded, dialogs opened) and fails on any serious or critical violation,
 * listing each with its elements. Every rule axe has runs, WCAG or best practice.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yCheckOptions = {}) {
  // colours read mid-animation (a dialog fading in) are not what the user sees
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  for (const selector of Object.keys(options.exclude ?? {})) builder = builder.exclude(selector);
  if (options.inPage) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '') || ALWAYS_BLOCKING.has(v.id));
  expect(
    blocking.map((v) => v.id),
    `axe-core on ${page.url()}:\n${describe(blocking)}`,
  ).toEqual([]);
}
