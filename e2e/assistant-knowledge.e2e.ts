import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../apps/web/src/config/paths.js';
import { apiAs } from './api.js';
import {
  ADMIN_PASSWORD,
  choose,
  openSignedIn,
  screenshot,
  seriousAxeFindings,
  useBrowser,
  waitForSuccess,
} from './browser.js';

/**
 * The administrators' knowledge base page (P14): an article's answer edited in its drawer shows in
 * the list; a category holding articles is not deleted, and says why; a question the assistant could
 * not answer becomes an article.
 */

const CATEGORY = 'Nhóm thử nghiệm tri thức';
const QUESTION = 'Thủ tục đăng ký thử nghiệm đoàn viên thế nào?';
const NEW_ANSWER = 'Đoàn viên nộp đơn cho Ban chấp hành công đoàn cơ sở; thời hạn xử lý là 15 ngày làm việc.';
/** A question no intent nor article answers: counted among the unanswered. */
const NONSENSE = 'xyzzy plugh qwertz thử nghiệm';

const browser = useBrowser();

/** Asks the assistant as the administrator and reads the streamed reply to its end. */
async function ask(question: string) {
  const base = `${inject('baseUrl')}/api/v1`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const response = await fetch(`${base}/assistant/ask`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  });
  if (!response.ok) throw new Error(`POST assistant/ask: ${response.status} ${await response.text()}`);
  await response.text();
}

/** The category's own button (its name and article count), not its rename and delete buttons. */
const categoryButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${CATEGORY} \\d+$`) });
/** A text field of the drawer by its whole label (antd puts the required mark '*' before it). */
const field = (drawer: Locator, label: string) =>
  drawer.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });
const articleRow = (page: Page, question: string) => page.getByRole('row', { name: new RegExp(question) });

describe('the knowledge base page in Chromium', () => {
  it('the administrator edits an answer and sees it in the list; a category in use stays, saying why', async () => {
    const admin = await apiAs('admin');
    const category = await admin.post<{ id: number }>('assistant/knowledge/categories', { name: CATEGORY });
    await admin.post('assistant/knowledge/articles', {
      categoryId: category.id,
      question: QUESTION,
      answer: 'Câu trả lời cũ.',
      keywords: 'kết nạp, đăng ký',
      source: 'Hướng dẫn sử dụng hệ thống',
      effectiveFrom: '2025-07-01',
      active: true,
    });

    const { page, context, errors } = await openSignedIn(browser(), 'admin', {
      password: ADMIN_PASSWORD,
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(paths.assistantKnowledge.getHref());
    await categoryButton(page).click();
    const row = articleRow(page, QUESTION);
    await row.waitFor();
    await expect(row.getByText('01/07/2025').isVisible()).resolves.toBe(true);
    await expect(row.getByText('Đang dùng').isVisible()).resolves.toBe(true);
    await screenshot(page, 'p14-knowledge-1280');

    // Edit the answer in the drawer: the list shows the new one.
    await row.getByRole('button', { name: 'Sửa' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cập nhật bài viết' });
    await expect(field(drawer, 'Câu hỏi').inputValue()).resolves.toBe(QUESTION);
    await field(drawer, 'Câu trả lời').fill('');
    await drawer.getByRole('button', { name: 'Lưu', exact: true }).click();
    await drawer.getByText('Vui lòng nhập câu trả lời').waitFor();
    await field(drawer, 'Câu trả lời').fill(NEW_ANSWER);
    await field(drawer, 'Địa chỉ nguồn').fill('khong-phai-dia-chi');
    await drawer.getByRole('button', { name: 'Lưu', exact: true }).click();
    await drawer.getByText('Địa chỉ nguồn không hợp lệ').waitFor();
    await expect(seriousAxeFindings(page)).resolves.toEqual([]);
    await screenshot(page, 'p14-knowledge-drawer-1280');
    await field(drawer, 'Địa chỉ nguồn').fill('');
    await drawer.getByRole('button', { name: 'Lưu', exact: true }).click();
    await waitForSuccess(page, 'Đã cập nhật bài viết', errors);
    await drawer.waitFor({ state: 'hidden' });
    await row.getByText(NEW_ANSWER).waitFor();

    // Found by a search typed without accents.
    await page.getByLabel('Tìm bài viết').fill('thu tuc dang ky thu nghiem');
    await page.getByLabel('Tìm bài viết').press('Enter');
    await page.getByText('Tổng 1 bài viết').waitFor();
    await row.waitFor();

    // A category that holds an article: the server's reason, and the category stays.
    await page.getByRole('button', { name: `Xóa nhóm ${CATEGORY}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
    await confirm.getByRole('button', { name: 'Đồng ý' }).click();
    await waitForSuccess(page, 'Không xóa được nhóm câu hỏi', errors);
    await page.getByText(/^Không thể xóa: nhóm câu hỏi/).waitFor();
    await expect(
      page
        .getByRole('button', { name: new RegExp(CATEGORY) })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'p14-knowledge-category-in-use');

    // The refusal answers 409: the console reports that failed request, nothing else.
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('turns an unanswered question into an article, on a phone', async () => {
    await ask(NONSENSE);
    await ask(NONSENSE);
    const { page, context, errors } = await openSignedIn(browser(), 'admin', {
      password: ADMIN_PASSWORD,
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${paths.assistantKnowledge.getHref()}?tab=unanswered`);
    const card = page.getByRole('listitem').filter({ hasText: NONSENSE });
    await card.waitFor();
    await expect(card.getByText(/Hỏi 2 lần/).isVisible()).resolves.toBe(true);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
    await screenshot(page, 'p14-knowledge-unanswered-390');

    await card.getByRole('button', { name: /Thao tác/ }).click();
    await page.getByRole('menuitem', { name: 'Tạo bài viết' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tạo bài viết từ câu hỏi chưa trả lời được' });
    await expect(field(drawer, 'Câu hỏi').inputValue()).resolves.toBe(NONSENSE);
    await choose(page, drawer.getByLabel('Nhóm câu hỏi'), CATEGORY);
    await field(drawer, 'Câu trả lời').fill('Đây là câu trả lời cho câu hỏi thử nghiệm.');
    await field(drawer, 'Nguồn').fill('Ban quản trị hệ thống');
    await screenshot(page, 'p14-knowledge-drawer-390');
    await drawer.getByRole('button', { name: 'Thêm', exact: true }).click();
    await waitForSuccess(page, 'Đã thêm bài viết', errors);
    await drawer.waitFor({ state: 'hidden' });

    await page.goto(paths.assistantKnowledge.getHref());
    await page.getByLabel('Tìm bài viết').fill(NONSENSE);
    await page.getByLabel('Tìm bài viết').press('Enter');
    await page.getByText('Tổng 1 bài viết').waitFor();
    await screenshot(page, 'p14-knowledge-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
