import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/config/paths.js';
import { apiAs } from './api.js';
import {
  ADMIN_PASSWORD,
  type AxeViolation,
  axeViolations,
  openPage,
  screenshot,
  signIn,
  useBrowser,
} from './browser.js';

/**
 * WCAG 2.2 AA on every page (docs/architecture.md, "Accessibility"): axe-core runs on every address of
 * the product's paths module, in the light and the dark skin, and any serious or critical finding
 * fails with its rule, its elements and what to fix.
 */

/** The skins checked, by their name in the theme customizer. */
const SKINS = { light: 'Sáng', dark: 'Tối' } as const;
type Skin = keyof typeof SKINS;

/** The end of an element's selector and the start of its markup: enough to find it, short enough to read. */
const where = (node: AxeViolation['nodes'][number]) =>
  `${node.target.map((t) => String(t).split(' > ').slice(-3).join(' > ')).join(' | ')} ${node.html.slice(0, 120)}`;

/** Every page pattern of the paths module, walked, so that a new page is checked without editing this test. */
function allPatterns(node: unknown, out: string[] = []): string[] {
  if (node && typeof node === 'object') {
    const entry = node as Record<string, unknown>;
    if (typeof entry.path === 'string') out.push(entry.path);
    else for (const child of Object.values(entry)) allPatterns(child, out);
  }
  return out;
}

/** Pages for a visitor (sign-in, register, forgot password, reset code, select function): checked signed out. */
const VISITOR_PAGES = new Set(allPatterns(paths.auth));
const PATTERNS = [...new Set(allPatterns(paths))].filter((p) => p !== paths.root.path);
/** An address the product does not have: the not-found page. */
const NOT_FOUND = '/trade-union/khong-co-trang-nay';

/** A real demo record for each page of one record; a planned page shows its panel for any id. */
async function recordIds(): Promise<Record<string, number>> {
  const admin = await apiAs('admin');
  const organizations = await admin.get<{ list: { id: number }[] }>(
    'organization/list-all-organization?limit=1',
  );
  const organization = organizations.list[0]?.id;
  if (!organization) throw new Error('The demo data has no organisation');
  const events = await admin.get<{ list: { id: number }[] }>('su-kien?limit=1');
  const event = events.list[0]?.id;
  if (!event) throw new Error('The demo data has no event');
  return {
    [paths.organizations.edit.path]: organization,
    [paths.organizations.detail.path]: organization,
    [paths.events.edit.path]: event,
    [paths.events.detail.path]: event,
  };
}

/** Pages with another parameter: one real value (the member categories: its first kind). */
const PARAMETERS: Record<string, string> = {
  [paths.categories.items.path]: paths.categories.items.getHref('ethnics'),
};

/** Built pages of one record need a resolver above; planned pages ('Sắp ra mắt') take any id. */
function addressOf(pattern: string, ids: Record<string, number>): string {
  const fixed = PARAMETERS[pattern];
  if (fixed) return fixed;
  if (!pattern.includes(':id')) return pattern;
  return pattern.replace(':id', String(ids[pattern] ?? 1));
}

/**
 * Waits until the page's data has arrived: no request running, no spinner, no skeleton, transitions over.
 * A paused animation counts as not over: an opening menu waits paused at its first frame (faded, scaled
 * down) before it runs, and axe would measure its text blended into the page behind.
 */
async function settle(page: Page) {
  await page.locator('#root > *').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !document.querySelector('.ant-spin-spinning, .ant-skeleton-active') &&
      document
        .getAnimations()
        .every(
          (a) =>
            (a.playState !== 'running' && a.playState !== 'paused') ||
            a.effect?.getComputedTiming().iterations === Infinity,
        ),
  );
}

async function axeFindings(page: Page): Promise<string[]> {
  return (await axeViolations(page)).flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.impact} ${v.id} at ${where(n)}: ${v.help}. ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}

const browser = useBrowser();
let ids: Record<string, number>;
beforeAll(async () => {
  ids = await recordIds();
});

/**
 * The administrator signed in, with the skin chosen in the theme customizer as a user chooses it (saved in the
 * browser, so it stays after signing out). The open customizer drawer is checked on the way.
 */
async function adminInSkin(skin: Skin, findings: Map<string, string[]>) {
  const { context, page } = await openPage(browser());
  // The bell's live stream stays open, and settle() waits for a quiet network: here the bell polls instead.
  await context.route('**/thong-bao/user/stream', (route) => route.abort());
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.waitForURL('**/trade-union/dashboard');
  await page.getByRole('button', { name: 'Tùy chỉnh giao diện' }).first().click();
  await page.getByText(SKINS[skin], { exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.skin)).toBe(skin);
  await settle(page);
  await check(page, 'theme customizer', findings);
  // Closed by its own button and waited out: an Escape pressed while the focus sat outside the drawer left
  // it open over the top bar, and the next click timed out.
  const customizer = page.getByRole('dialog', { name: 'Tùy chỉnh giao diện' });
  await customizer.locator('.ant-drawer-close').click();
  await customizer.waitFor({ state: 'hidden' });
  return { context, page };
}

/**
 * Names that antd writes in English, which axe accepts and a Vietnamese user should not hear: its icons
 * ('edit', 'delete', 'home') and the arrows of number fields ('Increase Value').
 */
const ENGLISH_NAME = /^([a-z0-9]+(-[a-z0-9]+)*|Increase Value|Decrease Value|OTP Input \d+)$/;

async function englishNames(page: Page): Promise<string[]> {
  const named = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label]')]
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? '',
        html: element.outerHTML.slice(0, 100),
      })),
  );
  return named
    .filter(({ name }) => ENGLISH_NAME.test(name))
    .map(
      ({ name, html }) =>
        `serious english-name at ${html}: read out in English as "${name}": hide it or name it in Vietnamese`,
    );
}

async function check(page: Page, label: string, findings: Map<string, string[]>) {
  const found = [...(await axeFindings(page)), ...(await englishNames(page))];
  if (found.length > 0) findings.set(label, found);
}

const report = (findings: Map<string, string[]>) =>
  [...findings].map(([page, found]) => `${page}\n  ${found.join('\n  ')}`).join('\n');

describe.each(Object.keys(SKINS) as Skin[])(
  'WCAG 2.2 AA in the %s skin (axe-core: no serious or critical finding)',
  (skin) => {
    it('every page of the route table for the administrator, the user menu and the add-user form', async () => {
      const findings = new Map<string, string[]>();
      const { context, page } = await adminInSkin(skin, findings);
      for (const pattern of [...PATTERNS.filter((p) => !VISITOR_PAGES.has(p)), NOT_FOUND]) {
        const address = addressOf(pattern, ids);
        await page.goto(address);
        await settle(page);
        if (pattern === paths.home.path) await screenshot(page, `a11y-${skin}-dashboard`);
        if (pattern === paths.organizations.list.path) await screenshot(page, `a11y-${skin}-organizations`);
        await check(page, address, findings);
      }

      await page.goto(paths.users.list.path);
      await settle(page);
      await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).waitFor();
      await settle(page);
      await check(page, 'user menu', findings);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Thông báo/ }).click();
      await page.getByRole('region', { name: 'Thông báo' }).getByRole('listitem').first().waitFor();
      await settle(page);
      await check(page, 'notification bell', findings);
      await page.keyboard.press('Escape');

      await page.goto(paths.notifications.management.path);
      await page.getByRole('button', { name: 'Gửi', exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
      await check(page, 'send-notification dialog', findings);
      await page.keyboard.press('Escape');
      await page.goto(paths.users.list.path);
      await settle(page);

      await page.getByRole('button', { name: /Thêm người dùng/ }).click();
      await page.getByRole('dialog').waitFor();
      await settle(page);
      await screenshot(page, `a11y-${skin}-add-user`);
      await check(page, 'add-user form', findings);

      expect(report(findings)).toBe('');
      await context.close();
    }, 600_000);

    it('every page for a visitor, signed out', async () => {
      const findings = new Map<string, string[]>();
      const { context, page } = await adminInSkin(skin, findings);
      await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
      await page.waitForURL('**/login');
      for (const pattern of VISITOR_PAGES) {
        await page.goto(addressOf(pattern, ids));
        await settle(page);
        await expect(page.evaluate(() => document.documentElement.dataset.skin)).resolves.toBe(skin);
        if (pattern === paths.auth.login.path) await screenshot(page, `a11y-${skin}-login`);
        await check(page, pattern, findings);
      }
      expect(report(findings)).toBe('');
      await context.close();
    }, 180_000);
  },
);
