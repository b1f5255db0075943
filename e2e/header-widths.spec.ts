import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { locales } from '@sportsbook/contracts/locales';
import { expect, test } from './fixtures';

// The header at the widths of issue 19 (a phone, a tablet, small and large laptops, a desktop) in every one of the
// 16 locales (German and Japanese included): no two of its controls overlap, none leaves the screen, none is
// clipped (its content wider than its box), and the header itself does not scroll sideways. Live stays visible
// from 780 px up (the phone has it on the tab bar). With HEADER_SCREENSHOTS=1 the English header is saved at
// each width into docs/screenshots/header/.

const WIDTHS = [390, 820, 1024, 1280, 1440] as const;

/** Every layout fault of the header's controls, in words; empty when it holds. */
function headerFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const faults: string[] = [];
    if (header.scrollWidth > header.clientWidth + 1) faults.push('the header scrolls sideways');
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const shown = [...header.querySelectorAll('a, button, summary, select, input')].filter((el) => {
      const box = el.getBoundingClientRect();
      // Visually hidden names (1 px) and closed menus (no box) are not on screen.
      return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== 'hidden';
    });
    for (const el of shown) {
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        faults.push(`${name(el)} leaves the screen`);
      if (el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'SELECT' && el.tagName !== 'INPUT')
        faults.push(`${name(el)} is clipped`);
    }
    for (const [i, a] of shown.entries()) {
      for (const b of shown.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const overlap =
          Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 &&
          Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
        if (overlap) faults.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    return faults;
  });
}

for (const locale of locales) {
  test(`the header holds at ${WIDTHS.join(', ')} px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(`/${locale}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => headerFaults(page), { message: `${locale} at ${width} px` }).toEqual([]);
      const live = page.getByRole('banner').locator(`a[href="/${locale}/live"]`).filter({ visible: true });
      if (width >= 780) await expect(live).toHaveCount(1);
      if (locale === 'en' && process.env.HEADER_SCREENSHOTS === '1') {
        await page.getByRole('banner').screenshot({
          path: join(import.meta.dirname, '..', 'docs', 'screenshots', 'header', `after-${width}.png`),
        });
      }
    }
  });
}
