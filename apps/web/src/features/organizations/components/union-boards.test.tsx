import type { BoardPerson, UnionBoards } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../lib/query-keys';
import { renderPage } from '../../../test/render-page';
import { peopleWhoLeft, UnionBoardsTab } from './union-boards';

const person = (staffId: number, fullName: string, positionName: string, termEnd: string): BoardPerson => ({
  staffId,
  fullName,
  positionId: staffId,
  positionName,
  termStart: '2023-03-15',
  termEnd,
  phoneNumber: '0912345678',
  email: null,
});
const chair = person(1, 'Nguyễn Văn An', 'Chủ tịch', '2028-03-14');
const formerChair = person(2, 'Đỗ Văn Cũ', 'Chủ tịch', '2023-03-14');
const formerMember = person(3, 'Vũ Thị Xưa', 'Ủy viên Ban Chấp hành', '2018-03-14');

const boards: UnionBoards = {
  organizationId: 7,
  term: { start: '2023-03-15', end: '2028-03-14' },
  boards: [
    { board: 'bch', label: 'Ban Chấp hành', members: [chair], left: [formerChair, formerMember] },
    { board: 'thuong_vu', label: 'Ban Thường vụ', members: [chair], left: [formerChair] },
    { board: 'ubkt', label: 'Ủy ban Kiểm tra', members: [], left: [] },
    { board: 'lanh_dao', label: 'Lãnh đạo', members: [chair], left: [formerChair] },
  ],
};

const render = (rights: string[]) =>
  renderPage(<UnionBoardsTab organizationId={7} />, {
    rights,
    data: [[[...ROOT.organizations, 'boards', 7], boards]],
  });

describe('the union boards tab', () => {
  it('shows each board with its people, the current term and who left', () => {
    const html = render(['view-staff']);
    expect(html).toContain('Nhiệm kỳ hiện tại: <strong>15/03/2023 – 14/03/2028</strong>');
    expect(html).toContain('Ban Chấp hành (1)');
    expect(html).toContain('Ban Thường vụ (1)');
    expect(html).toContain('Lãnh đạo (1)');
    expect(html).toContain('Nguyễn Văn An');
    expect(html).toContain('0912345678');
    // An empty board says so, and without the right to add staff offers nothing.
    expect(html).toContain('Ủy ban Kiểm tra (0)');
    expect(html).toContain('Chưa có cán bộ đương nhiệm trong Ủy ban Kiểm tra');
    expect(html).not.toContain('Thêm cán bộ công đoàn');
    // Who left, once each.
    expect(html).toContain('Đã thôi (2)');
    expect(html.match(/Đỗ Văn Cũ/g)).toHaveLength(1);
    expect(html).toContain('Vũ Thị Xưa');
  });

  it('links an empty board to adding staff of the union for who may add them', () => {
    const html = render(['view-staff', 'create-staff']);
    expect(html).toContain('Thêm cán bộ công đoàn');
    expect(html).toContain('href="/trade-union/staff?organizationId=7"');
  });

  it('lists who left once each with their boards, the latest end first', () => {
    expect(peopleWhoLeft(boards).map((p) => [p.fullName, p.boards])).toEqual([
      ['Đỗ Văn Cũ', ['bch', 'thuong_vu', 'lanh_dao']],
      ['Vũ Thị Xưa', ['bch']],
    ]);
  });

  it('says when no term is recorded', () => {
    const html = renderPage(<UnionBoardsTab organizationId={8} />, {
      rights: ['view-staff'],
      data: [
        [
          [...ROOT.organizations, 'boards', 8],
          {
            ...boards,
            term: { start: null, end: null },
            boards: boards.boards.map((b) => ({ ...b, members: [], left: [] })),
          },
        ],
      ],
    });
    expect(html).toContain('Chưa ghi nhận nhiệm kỳ hiện tại');
    expect(html).toContain('Chưa có cán bộ đương nhiệm trong Ban Chấp hành');
    expect(html).toContain('Chưa có cán bộ nào đã thôi');
  });
});
