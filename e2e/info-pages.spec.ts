import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The information pages (general rules, about, terms, help centre) as a reader meets them: real headed
// content in each language, a table of contents that moves to its sections, native disclosures that open
// from the keyboard, and no accessibility violations.

interface InfoPage {
  path: string;
  title: { en: string; de: string };
  /** The first h2 section (after the table of contents). */
  firstSection: { en: string; de: string };
  /** Fewest h2 sections the page holds. */
  minSections: number;
  toc: boolean;
}

const infoPages: InfoPage[] = [
  {
    path: '/general-rules',
    title: { en: 'General rules', de: 'Allgemeine Regeln' },
    firstSection: { en: 'Bet types', de: 'Wettarten' },
    minSections: 8,
    toc: true,
  },
  {
    path: '/about',
    title: { en: 'About us', de: 'Über uns' },
    firstSection: { en: 'What it is', de: 'Was es ist' },
    minSections: 5,
    toc: false,
  },
  {
    path: '/terms-and-conditions',
    title: { en: 'Terms and conditions', de: 'Allgemeine Geschäftsbedingungen' },
    firstSection: { en: 'The service', de: 'Der Dienst' },
    minSections: 9,
    toc: true,
  },
  {
    path: '/help-center',
    title: { en: 'Help centre', de: 'Hilfe-Center' },
    firstSection: { en: 'Account', de: 'Konto' },
    minSections: 7,
    toc: true,
  },
];

const tocName = { en: 'On this page', de: 'Auf dieser Seite' };

/** The page's own h2 sections, without the table of contents heading. */
function sectionHeadings(page: Page, locale: 'en' | 'de') {
  return page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .filter({ hasNotText: new RegExp(`^${tocName[locale]}$`) });
}

for (const info of infoPages) {
  test.describe(info.path, () => {
    for (const locale of ['en', 'de'] as const) {
      test(`renders its heading and sections in ${locale}`, async ({ page }) => {
        const response = await page.goto(`/${locale}${info.path}`);
        expect(response?.status()).toBe(200);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(info.title[locale]);
        const sections = sectionHeadings(page, locale);
        await expect(sections.first()).toHaveText(info.firstSection[locale]);
        expect(await sections.count()).toBeGreaterThanOrEqual(info.minSections);
        // Every section has text under its heading, and nothing promises content that is not there.
        await expect(
          main.locator('section p, section li, section dd, section summary').first(),
        ).toBeVisible();
        await expect(main).not.toContainText('will appear here');
        await expect(page).toHaveTitle(`${info.title[locale]} | Sportsbook`);
        await expect(main.getByRole('navigation', { name: tocName[locale] })).toHaveCount(info.toc ? 1 : 0);
      });
    }

    test('has no axe violations', async ({ page }) => {
      await page.goto(`/en${info.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title.en);
      await expectNoAxeViolations(page);
    });
  });
}

test('the German page has the same sections under German headings', async ({ page }) => {
  await page.goto('/en/general-rules');
  const english = await sectionHeadings(page, 'en').allTextContents();
  await page.goto('/de/general-rules');
  const german = await sectionHeadings(page, 'de').allTextContents();
  expect(german).toHaveLength(english.length);
  // A loanword such as "Cash-out" may read the same; the headings as a whole are German.
  const same = german.filter((heading, i) => heading === english[i]);
  expect(same.length).toBeLessThanOrEqual(1);
});

test.describe('table of contents', () => {
  test('lists every section and its links move to them', async ({ page }) => {
    await page.goto('/en/general-rules');
    const toc = page.getByRole('navigation', { name: tocName.en });
    const links = toc.getByRole('link');
    // Sections and their subsections are all listed.
    const h2 = await sectionHeadings(page, 'en').count();
    const h3 = await page.getByRole('main').getByRole('heading', { level: 3 }).count();
    await expect(links).toHaveCount(h2 + h3);

    await toc.getByRole('link', { name: 'Bet statuses', exact: true }).click();
    await expect(page).toHaveURL(/#statuses$/);
    await expect(page.getByRole('heading', { name: 'Bet statuses', level: 2 })).toBeInViewport();

    // A subsection link, followed from the keyboard.
    await page.evaluate(() => window.scrollTo(0, 0));
    const corrections = toc.getByRole('link', { name: 'Corrections', exact: true });
    await corrections.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#settlement-corrections$/);
    await expect(page.getByRole('heading', { name: 'Corrections', level: 3 })).toBeInViewport();
  });

  test('every link names a section that exists', async ({ page }) => {
    for (const path of ['/en/terms-and-conditions', '/en/help-center']) {
      await page.goto(path);
      const hrefs = await page
        .getByRole('navigation', { name: tocName.en })
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(href)).toHaveCount(1);
      }
    }
  });
});

test.describe('help centre', () => {
  test('a question opens and closes from the keyboard', async ({ page }) => {
    await page.goto('/en/help-center');
    const question = page.locator('details#account-sign-up');
    const summary = question.locator('summary');
    await expect(summary).toHaveText('How do I open an account?');
    await expect(question).not.toHaveAttribute('open');
    const answer = question.getByText('We send you a link by e-mail');
    await expect(answer).toBeHidden();

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('open');
    await expect(answer).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(question).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
  });

  test('Tab reaches the questions in order after the table of contents', async ({ page }) => {
    await page.goto('/en/help-center');
    const lastTocLink = page
      .getByRole('navigation', { name: tocName.en })
      .getByRole('link', { name: 'Technical questions' });
    await lastTocLink.focus();
    // The questions of the article: the header's settings menu is a disclosure (a summary) too.
    const questions = page.getByRole('main').locator('summary');
    await page.keyboard.press('Tab');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(questions.nth(1)).toBeFocused();
  });

  test('an answer with a link is axe-clean when open, and the link makes sense alone', async ({ page }) => {
    await page.goto('/en/help-center#responsible');
    const question = page.locator('details#responsible-set-limit');
    await question.locator('summary').click();
    const link = question.getByRole('link', { name: 'Go to your responsible-gambling limits' });
    await expect(link).toHaveAttribute('href', '/en/profile/responsible-gambling');
    await expectNoAxeViolations(page);
  });
});

test('the numbers quoted in the rules come from the product', async ({ page }) => {
  await page.goto('/en/general-rules');
  const main = page.getByRole('main');
  await expect(main.getByText(/^A bet slip holds at most \d+ selections\.$/)).toBeVisible();
  await expect(main.getByText(/no more than [\d,]+ lines/)).toBeVisible();
  await expect(main.getByText(/sells part of the stake, at least \d+% of it/)).toBeVisible();
  // Every odds format the switcher offers has a row, with the example price written in it.
  const rows = main.getByRole('table').getByRole('row');
  const formats = await page.locator('#odds-type-header option').count();
  await expect(rows).toHaveCount(formats + 1);
  await expect(main.getByRole('row', { name: /Fractional/ })).toContainText('6/4');
});
