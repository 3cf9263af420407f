import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from './product.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCREENSHOTS = path.join(here, 'test-results');

export const DEMO_PASSWORD = 'Demo@2025';

/** What axe-core checks a page against: WCAG 2.2 AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** An axe-core finding, as `axeViolations` answers it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** axe-core's serious and critical findings on the page as it stands (axe injected once a page). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected into the page as a global.
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations as AxeViolation[];
  }, WCAG_TAGS);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The same, a line each: the rule and the openings of the elements it found. */
export const seriousAxeFindings = async (page: Page) =>
  (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`);
export { ADMIN_PASSWORD } from './global-setup.js';

/** One Chromium for a file's tests, launched before them and closed after them; read it inside a test. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('Chromium is launched before the tests: read the browser inside one');
    return browser;
  };
}

/**
 * A fresh browser profile on the product, with console errors collected. It runs where the
 * federation's officers do (Vietnamese, Asia/Ho_Chi_Minh), so times on screen read as theirs
 * whatever the machine's own zone.
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Waits for a success message after a save. When it does not come, the failure says what the page
 * showed instead (form errors, alerts, failed calls) and leaves a screenshot, so a CI log explains it.
 */
export async function waitForSuccess(page: Page, text: string | RegExp, errors: string[] = []) {
  try {
    await page.getByText(text).first().waitFor();
  } catch (e) {
    const shown = await page
      .locator('.ant-form-item-explain-error, [role="alert"], .ant-message-notice')
      .allInnerTexts();
    await screenshot(page, `failed-${String(text).replace(/\W+/g, '-')}`).catch(() => undefined);
    throw new Error(
      `'${text}' did not appear. The page showed: ${shown.join(' | ') || 'no message'}; console: ${errors.join(' | ') || 'no error'}`,
      { cause: e },
    );
  }
}

/**
 * Opens an antd select and clicks the option the user reads (an open list shows each label as its
 * title), then checks that the select shows it. Under load a click can land while the list is still
 * sliding in and pick nothing; the gesture is then repeated.
 */
export async function choose(page: Page, select: Locator, option: string, typed?: string) {
  const shown = select
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .getByTitle(option, { exact: true });
  await expect
    .poll(
      async () => {
        if ((await shown.count()) > 0) return true;
        await select.click();
        if (typed) await select.fill(typed);
        await page
          .getByTitle(option, { exact: true })
          .filter({ visible: true })
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        return (await shown.count()) > 0;
      },
      { timeout: 30_000, message: `the select did not show '${option}'` },
    )
    .toBe(true);
}

/** Types a date as a Vietnamese user reads it and leaves the field (Enter would submit the form). */
export async function typeDate(field: Locator, ddmmyyyy: string) {
  await field.click();
  await field.fill(ddmmyyyy);
  await field.press('Tab');
  await expect(field.inputValue()).resolves.toBe(ddmmyyyy);
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/Tên đăng nhập/).fill(username);
  await page.getByLabel(/Mật khẩu/).fill(password);
  await page.getByRole('button', { name: /Đăng nhập/ }).click();
}

/** Where every role lands after signing in. */
export const DASHBOARD = '**/trade-union/dashboard';
/** Any page past the login page, for accounts whose landing does not matter to a test. */
export const PAST_LOGIN = (url: URL) => !url.pathname.includes('login');

/**
 * A fresh page signed in as `username` (a demo account unless `password` says otherwise), once the
 * app has brought it to `landing`, the dashboard unless said otherwise.
 */
export async function openSignedIn(
  browser: Browser,
  username: string,
  {
    password = DEMO_PASSWORD,
    viewport,
    landing = DASHBOARD,
  }: {
    password?: string;
    viewport?: { width: number; height: number };
    landing?: string | ((url: URL) => boolean);
  } = {},
) {
  const opened = await openPage(browser, viewport);
  await signIn(opened.page, username, password);
  await opened.page.waitForURL(landing);
  return opened;
}

/** The side menu of the app shell. */
export const sideMenu = (page: Page) => page.getByRole('menu', { name: 'Menu chính' });

/** Opens a page as a user does, from its group of the side menu, and waits for its address. */
export async function openFromMenu(page: Page, group: string, entry: string, url: string) {
  const menu = sideMenu(page);
  await menu.getByText(group, { exact: true }).click();
  await menu.getByText(entry).click();
  await page.waitForURL(url);
}

/** The texts of one column of the page's table, top to bottom, found by its header. */
export async function columnTexts(page: Page, title: string): Promise<string[]> {
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(title);
  expect(index, `column '${title}' among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const texts: string[] = [];
  for (const row of await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .all()) {
    texts.push(((await row.getByRole('cell').nth(index).textContent()) ?? '').trim());
  }
  return texts;
}

/** The home page's figure cards (report/thong-ke-tong-quan). */
export const figures = (page: Page) => page.getByRole('region', { name: 'Số liệu tổng quan' });

/** The number a figure card shows, as a number ('33.270' → 33270). */
export async function figure(page: Page, title: string) {
  const card = figures(page).getByRole('link', { name: new RegExp(`^${title}`) });
  const number = async () =>
    // biome-ignore lint/performance/useDomNodeTextContent: its lines keep the number apart from the change after it ('1' then '0%')
    new RegExp(`^${title}\\n([\\d.]+)\\n`).exec(`${await card.innerText()}\n`)?.[1];
  await expect.poll(number).toBeDefined();
  return Number((await number())!.replaceAll('.', ''));
}
