import { expect, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from './animations';

/** Whether `target` holds the document's focus (itself, not a child). */
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves to a
 * control; fails when it is not reached within `max` presses. The focus never leaves
 * `within` (an open dialog) on the way, and `target` shows that it has the focus.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number; within?: Locator } = {},
) {
  await expect(target).toBeAttached();
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (options.max ?? 80); i++) {
    if (await isFocused(target)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(key);
    if (options.within) await expectFocusWithin(page, options.within);
  }
  await expect(target, `${key} never reached it`).toBeFocused({ timeout: 1 });
}

/** Types `text` into the focused field, replacing what it held. */
export async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** The focus is inside `scope` (an open dialog). */
export async function expectFocusWithin(page: Page, scope: Locator) {
  await expect
    .poll(() => scope.evaluate((el) => el.contains(document.activeElement)), { message: 'focus left the dialog' })
    .toBe(true);
}

/**
 * The focused element shows it: it matches :focus-visible and an outline or a box shadow is
 * drawn on it (or on the field's frame around it, as antd draws for inputs and selects) that
 * is not there without the focus.
 */
export async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  // the ring fades in with the control's transition
  await animationsSettled(target.page());
  const ring = await target.evaluate(async (el) => {
    const drawn = (node: Element) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? s.outlineColor : '';
      const shadow = s.boxShadow !== 'none' ? s.boxShadow : '';
      return `${outline}|${shadow}|${s.borderColor}`;
    };
    // the element and the frames around it, up to the form item
    const nodes: HTMLElement[] = [];
    for (let n: HTMLElement | null = el as HTMLElement; n && nodes.length < 4; n = n.parentElement) {
      nodes.push(n);
      if (n.classList.contains('ant-form-item-control-input')) break;
    }
    const focused = nodes.map(drawn);
    const visible = el.matches(':focus-visible');
    // without transitions, the style without the focus is read as soon as the page has drawn it
    // (a select marks its frame focused from its own state, one render later)
    const transitions = nodes.map((n) => n.style.transition);
    for (const n of nodes) n.style.transition = 'none';
    (el as HTMLElement).blur();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    const blurred = nodes.map(drawn);
    (el as HTMLElement).focus();
    nodes.forEach((n, i) => (n.style.transition = transitions[i]));
    return { visible, changed: focused.some((f, i) => f !== blurred[i]), focused };
  });
  expect(ring.visible, 'the focused element matches :focus-visible').toBe(true);
  expect(ring.changed, `the focus draws a ring: ${ring.focused.join(' / ')}`).toBe(true);
}

/** Tab and Shift+Tab, `presses` times each, keep the focus inside `dialog`. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  await expectFocusWithin(page, dialog);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      await expectFocusWithin(page, dialog);
    }
  }
}

/** Picks the option `option` of the focused antd select with the arrow keys and Enter. */
export async function chooseWithArrows(page: Page, option: string) {
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await page.keyboard.press('ArrowDown');
  await expect(active).toBeVisible();
  await animationsSettled(page);
  for (let i = 0; i < 30; i++) {
    if ((await active.innerText()).trim() === option) {
      await page.keyboard.press('Enter');
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${option} not reached with ArrowDown`);
}

/** Types an ISO date (YYYY-MM-DD) into the focused date field, segment by segment (en-US: month, day, year). */
export async function typeDate(page: Page, iso: string) {
  const [y, m, d] = iso.split('-');
  await page.keyboard.type(`${m}${d}${y}`);
}
