import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, screenshot, seriousAxeFindings, sideMenu, useBrowser } from './browser.js';

/**
 * Trợ lý AI (/trade-union/ai-chatbot) on the demo data: a member asks what the union dues are and
 * reads the 0.5 % answer with its source; a ward chair asks how many women members the ward has,
 * follows the answer's link and finds the same number on the members list. The page is clean for
 * axe with an answer on screen, in the chat's light and dark colours, and fits a phone.
 */

const PAGE = '**/trade-union/ai-chatbot';
const browser = useBrowser();

/** Opens the assistant from the side menu, as every signed-in user can. */
async function openAssistant(page: Page) {
  await sideMenu(page).getByText('Trợ lý AI', { exact: true }).click();
  await page.waitForURL(PAGE);
  await page.getByLabel('Câu hỏi', { exact: true }).waitFor();
}

/** Types a question and sends it with Enter; answers the text of the answer once it has come whole. */
async function ask(page: Page, question: string) {
  const box = page.getByLabel('Câu hỏi', { exact: true });
  await box.fill(question);
  await box.press('Enter');
  const log = page.getByRole('log', { name: 'Các tin nhắn' });
  await log.getByText(question, { exact: true }).waitFor();
  // the box opens again once the answer is complete
  await expect.poll(() => box.isEnabled(), { timeout: 30_000 }).toBe(true);
  const answer = log.getByRole('article', { name: 'Trợ lý trả lời', exact: true }).last();
  return { log, answer, text: ((await answer.textContent()) ?? '').trim() };
}

describe('the assistant in Chromium', () => {
  it('tells a member the union dues with the decision they come from', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'doanvien');
    await openAssistant(page);
    const { answer, text } = await ask(page, 'đoàn phí đóng bao nhiêu');
    expect(text).toMatch(/0,5\s?%|0\.5\s?%/);
    await expect(answer.getByText(/Nguồn: .*61\/QĐ-TLĐ/).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'assistant-member-dues');
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a ward chair the ward's women members, the same number as the list its link opens", async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'chutich.phuong');
    await openAssistant(page);
    const { answer, text } = await ask(page, 'phường mình có bao nhiêu đoàn viên nữ');
    // the figure as the unions declare it; where the records on the system differ, the answer says
    // them too, and those are what the list counts
    const said = (/Hồ sơ trên hệ thống: ([\d.]+) đoàn viên nữ/.exec(text) ??
      /([\d.]+) đoàn viên nữ/.exec(text))?.[1];
    expect(said, text).toBeDefined();
    await expect(answer.getByText('Nguồn: số liệu hệ thống trong phạm vi của bạn').count()).resolves.toBe(1);

    // the chat in its dark colours, with the answer, stays readable
    await page.getByRole('button', { name: 'Cài đặt trò chuyện' }).click();
    await page.getByText('Tối', { exact: true }).click();
    await page.keyboard.press('Escape');
    // axe reads the page once the settings have faded out, not half way
    await page
      .locator('.ant-popover')
      .filter({ hasText: 'Lưu cuộc trò chuyện' })
      .waitFor({ state: 'hidden' });
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Khung trò chuyện' })
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .not.toBe('rgb(255, 255, 255)');
    await screenshot(page, 'assistant-chair-women-dark');
    expect(await seriousAxeFindings(page)).toEqual([]);

    await answer.getByRole('link', { name: 'Xem danh sách đoàn viên nữ' }).click();
    await page.waitForURL('**/trade-union/members/list?**');
    expect(new URL(page.url()).searchParams.get('gender')).toBe('nu');
    await page.getByText(`Tổng ${said} đoàn viên`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the conversations in a drawer, the question box at hand', async () => {
    const { page, context } = await openSignedIn(browser(), 'doanvien', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/trade-union/ai-chatbot');
    await page.getByLabel('Câu hỏi', { exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Cuộc trò chuyện' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cuộc trò chuyện' });
    await drawer.getByRole('button', { name: 'Cuộc trò chuyện mới' }).waitFor();
    await screenshot(page, 'assistant-phone-drawer');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await context.close();
  });
});
