import { describe, expect, it } from 'vitest';
import { periodOf } from './periods.js';
import { fold } from './text.js';
import { CONFIDENT, readQuestion } from './understand.js';

// Sunday 7 December 2025, 00:30 in Việt Nam (still Saturday in UTC)
const now = new Date('2025-12-06T17:30:00Z');
const span = (text: string, at = now) => {
  const p = periodOf(fold(text), at);
  return p && [p.from, p.to, p.label];
};

describe('the periods a question names, in Việt Nam’s calendar', () => {
  it('reads weeks from Monday to Sunday, on the Vietnamese day', () => {
    expect(span('tuần này')).toEqual(['2025-12-01', '2025-12-07', 'tuần này']);
    expect(span('tuan sau')).toEqual(['2025-12-08', '2025-12-14', 'tuần sau']);
    expect(span('hôm nay')).toEqual(['2025-12-07', '2025-12-07', 'hôm nay']);
  });

  it('reads months, quarters and years, this, last and by number', () => {
    expect(span('tháng này')).toEqual(['2025-12-01', '2025-12-31', 'tháng này']);
    expect(span('tháng trước', new Date('2026-01-15T03:00:00Z'))).toEqual([
      '2025-12-01',
      '2025-12-31',
      'tháng trước',
    ]);
    expect(span('tháng 2 năm 2024')).toEqual(['2024-02-01', '2024-02-29', 'tháng 2/2024']);
    expect(span('quý 3')).toEqual(['2025-07-01', '2025-09-30', 'quý 3/2025']);
    expect(span('quy III nam 2024')).toEqual(['2024-07-01', '2024-09-30', 'quý 3/2024']);
    expect(span('năm 2024')).toEqual(['2024-01-01', '2024-12-31', 'năm 2024']);
    expect(span('nam ngoai')).toEqual(['2024-01-01', '2024-12-31', 'năm 2024']);
  });

  it('reads a range of days, the start taking the end’s year, and refuses an impossible day', () => {
    expect(span('từ 1/3 đến 30/6/2024')).toEqual([
      '2024-03-01',
      '2024-06-30',
      'từ 01/03/2024 đến 30/06/2024',
    ]);
    expect(span('tu ngay 1/3 den ngay 30/6')).toEqual([
      '2025-03-01',
      '2025-06-30',
      'từ 01/03/2025 đến 30/06/2025',
    ]);
    expect(span('từ 31/2 đến 3/3')).toBeNull();
    expect(span('có bao nhiêu đoàn viên')).toBeNull();
  });
});

describe('reading a question', () => {
  it('folds marks, đ and abbreviations', () => {
    expect(fold('Đoàn viên KCN Quế Võ, P. Bắc Giang: 0,5%?')).toBe(
      'doan vien khu cong nghiep que vo phuong bac giang 0.5%',
    );
  });

  it('tells a year from a man when the marks are there, and guesses from the words when not', () => {
    expect(readQuestion('năm 2025 kết nạp bao nhiêu đoàn viên', now).slots.gender).toBeUndefined();
    expect(readQuestion('có bao nhiêu đoàn viên nam', now).slots.gender).toBe('nam');
    expect(readQuestion('co bao nhieu doan vien nam', now).slots.gender).toBe('nam');
    expect(readQuestion('nam 2025 co bao nhieu doan vien', now).slots.gender).toBeUndefined();
    expect(readQuestion('người lao động Việt Nam có bao nhiêu', now).slots.gender).toBeUndefined();
  });

  it('leaves how-to, law and fees to the knowledge base', () => {
    expect(readQuestion('đoàn phí đóng bao nhiêu', now).intent).toBeNull();
    expect(readQuestion('làm sao thêm đoàn viên', now).confidence).toBeLessThan(CONFIDENT);
    expect(readQuestion('có bao nhiêu đoàn viên', now)).toMatchObject({
      intent: 'members.count',
      confidence: 1,
    });
    expect(readQuestion('đơn vị nào chưa nộp báo cáo', now).intent).toBe('reports.missing');
  });
});
