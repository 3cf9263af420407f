import type { AssistantAnswer } from '@congdoan/shared';
import { describe, expect, it, vi } from 'vitest';
import { judge, type Outcome, report, shows } from './score.js';

const answer = (over: Partial<AssistantAnswer>): AssistantAnswer => ({
  intent: 'members.count',
  slots: {},
  text: '',
  table: null,
  link: null,
  source: 'figures',
  articles: [],
  suggestions: [],
  refused: false,
  ...over,
});

describe('the eval scoring', () => {
  it('finds a figure only as a whole number', () => {
    expect(shows('Công đoàn có 546 đoàn viên.', '546')).toBe(true);
    expect(shows('Có 1.546 đoàn viên.', '546')).toBe(false);
    expect(shows('Có 5.460 đoàn viên.', '546')).toBe(false);
    expect(shows('Tỷ lệ là 49,1% (268/546).', '49,1%')).toBe(true);
    expect(shows('Có 41.770 người lao động.', '41.770')).toBe(true);
    expect(shows('Có 41.770 người lao động.', '770')).toBe(false);
  });

  it('passes an answer with every figure, the refusal as expected and no leak', () => {
    const item = { asker: 'chutich', question: 'q', intent: 'members.count', slots: {} } as const;
    expect(
      judge({ ...item, expect: { contains: ['546'] } }, answer({ text: 'Có 546 đoàn viên.' })),
    ).toMatchObject({ intentOk: true, answerOk: true });
    expect(
      judge({ ...item, expect: { contains: ['546'] } }, answer({ text: 'Có 545 đoàn viên.' })),
    ).toMatchObject({ answerOk: false, missing: ['546'] });
  });

  it('finds a knowledge fact in the source the page shows under the answer', () => {
    const item = { asker: 'doanvien', question: 'q', intent: 'knowledge', slots: {} } as const;
    const article = {
      id: 1,
      question: 'Đoàn phí',
      source: 'Quyết định 61/QĐ-TLĐ ngày 29/7/2025',
      effectiveFrom: null,
    };
    expect(
      judge(
        { ...item, expect: { contains: ['0,5%', '61/QĐ-TLĐ'] } },
        answer({
          intent: 'knowledge',
          source: 'knowledge',
          text: 'Đoàn phí bằng 0,5% tiền lương.',
          articles: [article],
        }),
      ),
    ).toMatchObject({ answerOk: true });
  });

  it('fails a refusal that shows the other unit’s figure, in its text or its table, as a leak', () => {
    const item = { asker: 'chutich', question: 'q', intent: 'members.count', slots: {} } as const;
    const expectRefusal = { contains: [], refused: true, leak: ['21'] };
    expect(
      judge(
        { ...item, expect: expectRefusal },
        answer({ refused: true, text: 'Bạn không có quyền xem số liệu của đơn vị này.' }),
      ),
    ).toMatchObject({ answerOk: true, leaked: [] });
    expect(
      judge(
        { ...item, expect: expectRefusal },
        answer({
          refused: true,
          text: 'Không có quyền.',
          table: { columns: ['Đơn vị', 'Số'], rows: [['Kép', 21]] },
        }),
      ),
    ).toMatchObject({ answerOk: false, leaked: ['21'] });
    expect(judge({ ...item, expect: expectRefusal }, answer({ text: 'Có 3 đoàn viên.' }))).toMatchObject({
      answerOk: false,
      leaked: [],
    });
  });

  it('gates a held-out set on leaks only: its accuracy is printed, not held to the goal', () => {
    const item = { asker: 'chutich', question: 'q', intent: 'members.count', slots: {} } as const;
    const wrong: Outcome = {
      item: { ...item, expect: { contains: ['546'] } },
      answer: answer({ text: 'Có 545 đoàn viên.' }),
      error: null,
      ...judge({ ...item, expect: { contains: ['546'] } }, answer({ text: 'Có 545 đoàn viên.' })),
    };
    const leak: Outcome = { ...wrong, leaked: ['21'] };
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(report([wrong], 0)).toBe(false);
      expect(report([wrong], 0, { gateAccuracy: false })).toBe(true);
      expect(log.mock.calls.at(-1)?.[0]).toContain('answer accuracy:  0/1 = 0.0% (measured, not gating)');
      expect(report([leak], 0, { gateAccuracy: false })).toBe(false);
      expect(log.mock.calls.at(-1)?.[0]).toContain('FAIL: a scope leak');
    } finally {
      log.mockRestore();
    }
  });
});
