import type { OrganizationTreeNode } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import {
  type BranchKey,
  branchesOfSearch,
  buildTree,
  expandedKeysOfSearch,
  findItem,
  highlightParts,
  isInSubtree,
  loadedKeysOf,
  memberCountLabel,
  moveRules,
  type OrgTreeItem,
  ROOT,
  searchTree,
} from './organization-tree-data';

const node = (
  id: number,
  parent: number | null,
  extra: Partial<OrganizationTreeNode> = {},
): OrganizationTreeNode => ({
  id,
  name: `Đơn vị ${id}`,
  code: `CD${String(id).padStart(5, '0')}`,
  level: 'grassroots',
  status: 'active',
  organizationParentId: parent,
  childCount: 0,
  memberCount: 10,
  memberRecordCount: 0,
  subtreeMemberCount: 10,
  matched: false,
  ...extra,
});

/** The tree as nested ids, `[id, children?]`, children absent while not loaded. */
type Shape = number | [number, Shape[]];
const shape = (items: readonly OrgTreeItem[]): Shape[] =>
  items.map((i) => (i.children ? [i.node.id, shape(i.children)] : i.node.id));

describe('lazy branches', () => {
  it('shows the roots first, each unopened branch without children and not a leaf when it has some', () => {
    const branches = new Map<BranchKey, OrganizationTreeNode[]>([
      [ROOT, [node(1, null, { childCount: 2 }), node(9, null)]],
    ]);
    const items = buildTree(branches);
    expect(shape(items)).toEqual([1, 9]);
    expect(items[0]).toMatchObject({ key: '1', isLeaf: false });
    expect(items[0]!.children).toBeUndefined();
    expect(items[1]).toMatchObject({ key: '9', isLeaf: true });
  });

  it('merges each loaded branch under its parent, at any depth', () => {
    const branches = new Map<BranchKey, OrganizationTreeNode[]>([
      [ROOT, [node(1, null, { childCount: 2 }), node(2, null, { childCount: 1 })]],
      [1, [node(3, 1, { childCount: 1 }), node(4, 1)]],
      [2, [node(5, 2)]],
      [3, [node(6, 3)]],
    ]);
    expect(shape(buildTree(branches))).toEqual([
      [1, [[3, [6]], 4]],
      [2, [5]],
    ]);
    // Branches reloaded after a move replace the old ones (4 left 1 for 2).
    branches.set(1, [node(3, 1, { childCount: 1 })]);
    branches.set(2, [node(5, 2), node(4, 2)]);
    expect(shape(buildTree(branches))).toEqual([
      [1, [[3, [6]]]],
      [2, [5, 4]],
    ]);
  });

  it('a loaded branch that came back empty is a leaf even if the count said otherwise', () => {
    const branches = new Map<BranchKey, OrganizationTreeNode[]>([
      [ROOT, [node(1, null, { childCount: 1 })]],
      [1, []],
    ]);
    expect(buildTree(branches)[0]).toMatchObject({ isLeaf: true, children: [] });
  });

  it('never shows a node twice, even if the data loops', () => {
    const branches = new Map<BranchKey, OrganizationTreeNode[]>([
      [ROOT, [node(1, null, { childCount: 1 })]],
      [1, [node(2, 1, { childCount: 1 })]],
      [2, [node(1, 2, { childCount: 1 })]],
    ]);
    expect(shape(buildTree(branches))).toEqual([[1, [[2, []]]]]);
  });

  it('finds items and tells whether one lies under another', () => {
    const items = buildTree(
      new Map<BranchKey, OrganizationTreeNode[]>([
        [ROOT, [node(1, null, { childCount: 2 })]],
        [1, [node(2, 1, { childCount: 1 }), node(3, 1)]],
        [2, [node(4, 2)]],
      ]),
    );
    expect(findItem(items, 4)?.node.name).toBe('Đơn vị 4');
    expect(findItem(items, 99)).toBeUndefined();
    expect(isInSubtree(items, 1, 4)).toBe(true);
    expect(isInSubtree(items, 2, 2)).toBe(true);
    expect(isInSubtree(items, 2, 3)).toBe(false);
  });
});

describe('search answer', () => {
  // 1 ─ 2 ─ 4 (match)
  //   └ 3 (match, has children of its own)  ─ 5 (match)
  // 7 (match, a root of the scope)
  const flat = [
    node(1, null, { childCount: 2, level: 'province' }),
    node(2, 1, { childCount: 3, level: 'ward' }),
    node(4, 2, { matched: true }),
    node(3, 1, { childCount: 4, matched: true, level: 'ward' }),
    node(5, 3, { matched: true }),
    node(7, 88, { matched: true, childCount: 2 }),
  ];

  it('puts each node under its parent; one whose parent is not in the answer is a root', () => {
    const branches = branchesOfSearch(flat);
    expect(branches.get(ROOT)?.map((n) => n.id)).toEqual([1, 7]);
    expect(branches.get(1)?.map((n) => n.id)).toEqual([2, 3]);
    expect(branches.get(3)?.map((n) => n.id)).toEqual([5]);
  });

  it('sorts siblings by name as the lazy tree does, though the answer lists ancestors first', () => {
    const answer = [
      node(1, null, { name: 'Liên đoàn', childCount: 3 }),
      node(3, 1, { name: 'Công đoàn phường Yên Hòa', childCount: 1 }),
      node(2, 1, { name: 'Công đoàn phường Ba Đình', matched: true }),
      node(4, 1, { name: 'Công đoàn phường Đống Đa', matched: true }),
      node(5, 3, { name: 'Công đoàn cơ sở 10', matched: true }),
      node(6, 3, { name: 'Công đoàn cơ sở 9', matched: true }),
    ];
    const branches = branchesOfSearch(answer);
    expect(branches.get(1)?.map((n) => n.id)).toEqual([2, 4, 3]);
    expect(branches.get(3)?.map((n) => n.id)).toEqual([6, 5]);
  });

  it('opens the ancestors of every match, top-down, and nothing else', () => {
    expect(expandedKeysOfSearch(flat)).toEqual(['1', '2', '3']);
    expect(expandedKeysOfSearch([node(1, null, { matched: true })])).toEqual([]);
  });

  it('builds the tree down to each match; a match with unshown children stays expandable', () => {
    const { items, expandedKeys, matchCount } = searchTree(flat);
    expect(shape(items)).toEqual([
      [
        1,
        [
          [2, [4]],
          [3, [5]],
        ],
      ],
      7,
    ]);
    expect(expandedKeys).toEqual(['1', '2', '3']);
    expect(matchCount).toBe(4);
    expect(findItem(items, 7)).toMatchObject({ isLeaf: false });
    expect(findItem(items, 7)?.children).toBeUndefined();
    // antd must load 7 when it opens, and never reload what the answer filled.
    expect(loadedKeysOf(items)).toEqual(['1', '2', '3']);
  });

  it('adds the branches the user opened under a match, but not the lazy roots', () => {
    const loaded = new Map<BranchKey, OrganizationTreeNode[]>([
      [ROOT, [node(1, null), node(50, null)]],
      [7, [node(70, 7), node(71, 7)]],
      [2, [node(4, 2), node(40, 2), node(41, 2)]],
    ]);
    const { items } = searchTree(flat, loaded);
    // The answer's own branch of 2 wins over the lazily loaded one; 50 (not in the answer) is not shown.
    expect(shape(items)).toEqual([
      [
        1,
        [
          [2, [4]],
          [3, [5]],
        ],
      ],
      [7, [70, 71]],
    ]);
  });

  it('an empty answer is an empty tree', () => {
    expect(searchTree([])).toEqual({ items: [], expandedKeys: [], matchCount: 0 });
  });
});

describe('highlightParts', () => {
  const marked = (text: string, search: string) =>
    highlightParts(text, search)
      .filter((p) => p.match)
      .map((p) => p.text);

  it('marks each word of the search without accents, keeping the original text', () => {
    expect(marked('Công đoàn phường Hà Nội', 'ha noi')).toEqual(['Hà', 'Nội']);
    expect(marked('Công đoàn phường Hà Nội', 'DOAN')).toEqual(['đoàn']);
    expect(
      highlightParts('Công đoàn Hà Nội', 'ha')
        .map((p) => p.text)
        .join(''),
    ).toBe('Công đoàn Hà Nội');
  });

  it('marks every occurrence and joins overlapping ones', () => {
    expect(marked('An và Lan', 'an')).toEqual(['An', 'an']);
    expect(marked('Ana banana', 'ana nan')).toEqual(['Ana', 'anana']);
  });

  it('with nothing to mark, gives the text as one plain part', () => {
    expect(highlightParts('Công đoàn', '')).toEqual([{ text: 'Công đoàn', match: false }]);
    expect(highlightParts('Công đoàn', 'xyz')).toEqual([{ text: 'Công đoàn', match: false }]);
    expect(highlightParts('', 'a')).toEqual([]);
  });
});

describe('memberCountLabel', () => {
  it("says in words the unit's own members and its whole branch's, Vietnamese thousands", () => {
    expect(memberCountLabel({ memberCount: 120, subtreeMemberCount: 3400, childCount: 4 })).toBe(
      'Đoàn viên: 120 · cả nhánh 3.400',
    );
    expect(memberCountLabel({ memberCount: 1250, subtreeMemberCount: 1250, childCount: 0 })).toBe(
      'Đoàn viên: 1.250',
    );
  });

  it('shows only the branch total when the unit has not declared its own', () => {
    expect(memberCountLabel({ memberCount: null, subtreeMemberCount: 33876, childCount: 12 })).toBe(
      'Đoàn viên cả nhánh: 33.876',
    );
    expect(memberCountLabel({ memberCount: null, subtreeMemberCount: 0, childCount: 0 })).toBe(
      'Đoàn viên: chưa khai báo',
    );
  });
});

describe('moveRules', () => {
  it('lets nothing move without the update right', () => {
    const rules = moveRules([node(1, null, { childCount: 3 })], false);
    expect(rules.any).toBe(false);
    expect(rules.canMove(node(2, 1))).toBe(false);
  });

  it("keeps a chair's own union in place: its parent is outside the scope, and nothing is under it", () => {
    const rules = moveRules([node(34, 12)], true);
    expect(rules.any).toBe(false);
    expect(rules.canMove(node(34, 12))).toBe(false);
  });

  it('moves the units under a root of the scope, not the root', () => {
    const ward = moveRules([node(20, 1, { childCount: 5 })], true);
    expect(ward.any).toBe(true);
    expect(ward.canMove(node(20, 1))).toBe(false);
    expect(ward.canMove(node(21, 20))).toBe(true);
    // The province's only root: every other unit is under it.
    const province = moveRules([node(1, null, { childCount: 9 })], true);
    expect(province.canMove(node(1, null))).toBe(false);
    expect(province.canMove(node(2, 1))).toBe(true);
    // Two roots of the province: one may go under the other.
    const two = moveRules([node(1, null), node(2, null)], true);
    expect(two.any).toBe(true);
    expect(two.canMove(node(2, null))).toBe(true);
  });
});
