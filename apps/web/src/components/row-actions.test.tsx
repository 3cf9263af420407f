import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { abilityFromRules } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { confirmDialogTexts, type RowAction, RowActions, resolveRowActions } from './row-actions';

const noop = () => {};
const actions: RowAction[] = [
  {
    key: 'view',
    label: 'Xem chi tiết',
    icon: <EyeOutlined />,
    action: 'detail',
    subject: 'event',
    onClick: noop,
  },
  { key: 'edit', label: 'Sửa', icon: <EditOutlined />, action: 'update', subject: 'event', onClick: noop },
  {
    key: 'delete',
    label: 'Xóa',
    icon: <DeleteOutlined />,
    action: 'delete',
    subject: 'event',
    onClick: noop,
    danger: true,
    confirm: true,
    keepWhenForbidden: true,
  },
];
const viewer = abilityFromRules([{ action: 'detail', subject: 'event' }]);

describe('row actions', () => {
  it('hide a forbidden action, or keep it disabled when asked', () => {
    expect(resolveRowActions(actions, viewer).map((a) => [a.key, a.forbidden])).toEqual([
      ['view', false],
      ['delete', true],
    ]);
    const admin = abilityFromRules([{ action: 'manage', subject: 'all' }]);
    expect(resolveRowActions(actions, admin).every((a) => !a.forbidden)).toBe(true);
  });

  it('render what the ability allows, with the kept action disabled', () => {
    const html = renderPage(<RowActions actions={actions} />, { rights: ['detail-event'] });
    expect(html).toContain('aria-label="Xem chi tiết"');
    expect(html).not.toContain('aria-label="Sửa"');
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Xóa"|<button[^>]*aria-label="Xóa"[^>]*disabled=""/,
    );
  });

  it('confirm with the spec’s default texts unless told otherwise', () => {
    expect(confirmDialogTexts(true)).toEqual({
      title: 'Xác nhận',
      content: 'Bạn chắc chắn?',
      okText: 'Đồng ý',
      cancelText: 'Hủy',
    });
    expect(confirmDialogTexts({ title: 'Xóa sự kiện?' })).toMatchObject({
      title: 'Xóa sự kiện?',
      content: 'Bạn chắc chắn?',
    });
  });
});
