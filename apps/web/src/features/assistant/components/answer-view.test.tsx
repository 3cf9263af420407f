import type { AssistantAnswer } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { AnswerView, sourceLines } from './answer-view';

const answer = (fields: Partial<AssistantAnswer>): AssistantAnswer => ({
  intent: 'members.count',
  slots: {},
  text: '',
  table: null,
  link: null,
  source: 'figures',
  articles: [],
  suggestions: [],
  refused: false,
  ...fields,
});

const render = (a: AssistantAnswer, last = true) =>
  renderPage(<AnswerView answer={a} last={last} onAsk={() => undefined} />);

describe('an answer of the assistant', () => {
  it('shows its figure, its table, the page with the same figure and where it came from', () => {
    const html = render(
      answer({
        intent: 'reports.missing',
        text: 'Có 12 đơn vị chưa báo cáo kỳ Tháng 11/2026.',
        table: { columns: ['Đơn vị', 'Số đoàn viên'], rows: [['CĐCS Công ty May Hưng Yên', 1234]] },
        link: {
          href: '/trade-union/members/list?status=dang_sinh_hoat&gender=nu',
          label: 'Xem danh sách đoàn viên nữ',
        },
        suggestions: ['Tỷ lệ đoàn viên nữ là bao nhiêu?'],
      }),
    );
    expect(html).toContain('Có 12 đơn vị chưa báo cáo kỳ Tháng 11/2026.');
    expect(html).toMatch(/<th[^>]*>Đơn vị<\/th>/);
    expect(html).toMatch(/<td[^>]*>CĐCS Công ty May Hưng Yên<\/td><td[^>]*>1.234<\/td>/);
    expect(html).toMatch(
      /<a[^>]*href="\/trade-union\/members\/list\?status=dang_sinh_hoat&amp;gender=nu"[^>]*>.*Xem danh sách đoàn viên nữ/,
    );
    expect(html).toContain('Nguồn: số liệu hệ thống trong phạm vi của bạn');
    // the latest answer offers what to ask next
    expect(html).toContain('Tỷ lệ đoàn viên nữ là bao nhiêu?');
    expect(html).not.toContain('Có phải bạn muốn hỏi');
  });

  it("names a knowledge article's source, the day it took effect and its question", () => {
    const html = render(
      answer({
        intent: 'knowledge',
        source: 'knowledge',
        text: 'Đoàn viên đóng đoàn phí bằng 0,5% tiền lương làm căn cứ đóng bảo hiểm xã hội.',
        articles: [
          {
            id: 3,
            question: 'Đoàn phí công đoàn đóng bao nhiêu?',
            source: 'Quyết định 61/QĐ-TLĐ',
            effectiveFrom: '2025-07-01',
          },
        ],
      }),
    );
    expect(html).toContain('0,5%');
    expect(html).toContain('Nguồn: Quyết định 61/QĐ-TLĐ, hiệu lực từ 01/07/2025');
    expect(html).toContain('Theo: Đoàn phí công đoàn đóng bao nhiêu?');
    expect(html).not.toContain('số liệu hệ thống');
  });

  it('says when a language model wrote the answer, and from what', () => {
    const figures = answer({ source: 'model' });
    expect(sourceLines(figures)).toEqual([
      'Trả lời bởi mô hình ngôn ngữ từ số liệu hệ thống trong phạm vi của bạn',
    ]);
    const article = { id: 1, question: 'Q', source: 'Luật Công đoàn 2024', effectiveFrom: null };
    expect(sourceLines(answer({ source: 'model', articles: [article] }))).toEqual([
      'Trả lời bởi mô hình ngôn ngữ từ Luật Công đoàn 2024',
    ]);
    expect(sourceLines(answer({ source: 'none', intent: 'greeting' }))).toEqual([]);
  });

  it('shows a refusal as a warning with no source line and no link', () => {
    const html = render(
      answer({ refused: true, text: 'Bạn không có quyền xem số liệu của đơn vị này.', source: 'none' }),
    );
    expect(html).toMatch(/ant-alert-warning[\s\S]*Bạn không có quyền xem số liệu của đơn vị này\./);
    expect(html).not.toContain('Nguồn:');
    expect(html).not.toContain('<a');
  });

  it('offers the closest questions for one it did not understand, even above later answers', () => {
    const guesses = [
      'Đơn vị mình có bao nhiêu đoàn viên?',
      'Tuần này có sự kiện gì?',
      'Đoàn phí đóng bao nhiêu?',
    ];
    const html = render(
      answer({
        intent: 'unknown',
        source: 'none',
        text: 'Mình chưa hiểu câu hỏi này. Có phải bạn muốn hỏi…?',
        suggestions: guesses,
      }),
      false,
    );
    expect(html).toContain('aria-label="Có phải bạn muốn hỏi"');
    for (const question of guesses) expect(html).toContain(`<span>${question}</span>`);
  });

  it('keeps the follow-up questions of earlier answers off the screen', () => {
    const html = render(answer({ text: 'Có 5 đoàn viên.', suggestions: ['Tỷ lệ nữ?'] }), false);
    expect(html).not.toContain('Tỷ lệ nữ?');
  });
});
