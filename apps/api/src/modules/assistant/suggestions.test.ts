import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp({ world: true });

const suggestions = async (token: string) => {
  const res = await t.call('GET', '/assistant/suggestions', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { intro: string; questions: string[]; modelConfigured: boolean };
};

describe('assistant/suggestions', () => {
  it("offers a member what is theirs to know, and no union's figures", async () => {
    const { intro, questions, modelConfigured } = await suggestions(t.world.as.member.token);
    expect(intro).not.toContain('số liệu');
    expect(questions).toContain('Đoàn phí đóng bao nhiêu?');
    expect(questions).toContain('Tôi có thông báo nào chưa đọc?');
    expect(questions.join(' ')).not.toContain('bao nhiêu đoàn viên');
    expect(questions.join(' ')).not.toContain('báo cáo');
    expect(modelConfigured).toBe(false);
  });

  it('offers an officer the figures of their own scope and the units that have not reported', async () => {
    const chair = await suggestions(t.world.as.chair.token);
    expect(chair.questions).toContain('Đơn vị mình có bao nhiêu đoàn viên?');
    expect(chair.questions).toContain('Đơn vị nào chưa nộp báo cáo kỳ này?');
    expect(chair.intro).toContain('số liệu trong phạm vi của bạn');
  });
});
