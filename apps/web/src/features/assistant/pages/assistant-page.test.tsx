import type { AssistantConversation, AssistantSettings, KnowledgeCategoryItem } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { knowledgeCategoriesQuery } from '../../../lookups/knowledge-categories';
import { renderPage } from '../../../test/render-page';
import { conversationsQuery } from '../api/conversations';
import { assistantSettingsQuery } from '../api/settings';
import { suggestionsQuery } from '../api/suggestions';
import { AssistantPage, MODEL_NOT_CONFIGURED } from './assistant-page';

const conversations: AssistantConversation[] = [
  {
    id: 9,
    title: 'Đoàn phí đóng bao nhiêu',
    messageCount: 2,
    createdAt: '2026-12-01T02:00:00Z',
    updatedAt: '2026-12-01T02:00:00Z',
  },
];
const categories: KnowledgeCategoryItem[] = [
  { id: 1, name: 'Đoàn phí và kinh phí công đoàn', description: null, sortOrder: 1, articleCount: 4 },
];

const render = (settings: AssistantSettings, modelConfigured: boolean) =>
  renderPage(<AssistantPage />, {
    user: { fullName: 'Nguyễn Thị Lan' },
    data: [
      [assistantSettingsQuery().queryKey, settings],
      [
        suggestionsQuery().queryKey,
        {
          intro: 'Mình trả lời về thông báo và sự kiện của bạn.',
          questions: ['Đoàn phí đóng bao nhiêu?', 'Tuần này có sự kiện gì?'],
          modelConfigured,
        },
      ],
      [conversationsQuery().queryKey, conversations],
      [knowledgeCategoriesQuery().queryKey, categories],
    ],
  });

describe('the assistant page', () => {
  it('greets, offers the questions of the role and the FAQ, and lists the conversations kept', () => {
    const html = render({ autoSave: true, sound: false, theme: 'light' }, false);
    expect(html).toContain('Xin chào Lan!');
    expect(html).toContain('Mình trả lời về thông báo và sự kiện của bạn.');
    expect(html).toContain('<span>Đoàn phí đóng bao nhiêu?</span>');
    expect(html).toContain('<span>Tuần này có sự kiện gì?</span>');
    expect(html).toContain('Đoàn phí và kinh phí công đoàn (4)');
    expect(html).toContain('Đoàn phí đóng bao nhiêu</span>');
    expect(html).toContain('aria-label="Xóa Đoàn phí đóng bao nhiêu"');
    expect(html).toContain('Xóa tất cả');
    expect(html).toContain(MODEL_NOT_CONFIGURED);
    // the question box: labelled, counted, sent with Enter
    expect(html).toMatch(/<textarea[^>]*aria-label="Câu hỏi"[^>]*maxLength="500"/i);
    expect(html).toContain('Cài đặt trò chuyện');
  });

  it('says nothing is kept when autoSave is off, instead of the list', () => {
    const html = render({ autoSave: false, sound: false, theme: 'dark' }, true);
    expect(html).toContain('Lưu tự động đang tắt');
    expect(html).not.toContain('aria-label="Xóa Đoàn phí đóng bao nhiêu"');
    expect(html).not.toContain('Xóa tất cả');
    expect(html).not.toContain(MODEL_NOT_CONFIGURED);
  });
});
