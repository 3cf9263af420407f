import type { EventTypeItem, ListPage } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { filtersAt, type Right, renderPage } from '../../../test/render-page';
import { rowActions, rowHtml, rowText } from '../../../test/rendered-rows';
import { eventTypeListFilters, eventTypesQuery } from '../api/list-event-types';
import { eventTypeFormValues } from '../components/event-type-form-modal';
import { deleteQuestion, EventTypesPage } from './event-types-page';

const READER: Right[] = ['view-event-type'];
const EDITOR: Right[] = [...READER, 'update-event-type'];
const ADMIN: Right[] = [['manage', 'event-type']];

const type = (over: Partial<EventTypeItem>): EventTypeItem => ({
  id: 1,
  ten: 'Hội nghị',
  moTa: 'Hội nghị cán bộ, đại biểu',
  trangThai: true,
  mauSac: '#1677ff',
  thuTu: 1,
  soSuKien: 4,
  createdAt: '2026-10-01T01:00:00.000Z',
  updatedAt: '2026-10-01T01:00:00.000Z',
  ...over,
});

function render(url: string, rights: Right[]) {
  const filters = filtersAt(eventTypeListFilters, url);
  const page: ListPage<EventTypeItem> = {
    list: [
      type({ id: 1 }),
      type({
        id: 2,
        ten: 'Tết sum vầy',
        trangThai: false,
        mauSac: '#f5222d',
        soSuKien: 0,
        moTa: null,
        thuTu: 2,
      }),
    ],
    count: 2,
  };
  return renderPage(<EventTypesPage />, { url, rights, data: [[eventTypesQuery(filters).queryKey, page]] });
}

describe('the event types page', () => {
  it('shows each type with its order, colour, description, event count and state', () => {
    const html = render('/trade-union/event-types', READER);
    expect(rowText(html, 1)).toBe('1 Hội nghị Hội nghị cán bộ, đại biểu #1677ff 4 Đang sử dụng');
    expect(rowText(html, 2)).toBe('2 Tết sum vầy — #f5222d 0 Ngừng sử dụng');
    expect(rowHtml(html, 2)).toContain('background:#f5222d');
  });

  it('offers each action the ability allows', () => {
    expect(rowActions(render('/trade-union/event-types', READER), 1)).toEqual([]);
    expect(rowActions(render('/trade-union/event-types', EDITOR), 1)).toEqual(['Sửa']);
    const admin = render('/trade-union/event-types', ADMIN);
    expect(rowActions(admin, 1)).toEqual(['Sửa', 'Xóa']);
    expect(admin).toContain('Thêm loại sự kiện');
    expect(render('/trade-union/event-types', EDITOR)).not.toContain('Thêm loại sự kiện');
  });

  it('shows the active filter the URL holds', () => {
    const html = render('/trade-union/event-types?trangThai=0&search=hoi', READER);
    expect(html).toMatch(/title="Ngừng sử dụng">[^<]*<input[^>]*aria-label="Lọc theo trạng thái"/);
    expect(html).toMatch(/<input[^>]*aria-label="Tìm loại sự kiện"[^>]*value="hoi"/);
  });

  it('warns before deleting a type in use, which the server will refuse', () => {
    expect(deleteQuestion({ ten: 'Hội nghị', soSuKien: 4 })).toBe(
      'Loại sự kiện "Hội nghị" đang được dùng cho 4 sự kiện và sẽ không xóa được. Vẫn thử xóa?',
    );
    expect(deleteQuestion({ ten: 'Hội nghị', soSuKien: 0 })).toBe('Xóa loại sự kiện "Hội nghị"?');
  });

  it('starts a new type active, in the default colour, after the last one', () => {
    expect(eventTypeFormValues(null, 7)).toEqual({
      ten: '',
      moTa: '',
      trangThai: true,
      mauSac: '#1677ff',
      thuTu: 7,
    });
    expect(eventTypeFormValues(type({ moTa: null }), 7)).toMatchObject({ moTa: '', thuTu: 1 });
  });
});
