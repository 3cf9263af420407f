import { formatNumber, type OrganizationTreeNode } from '@congdoan/shared';

/**
 * The structure tree's data, kept apart from antd so that it is tested in node: branches (the
 * children of one parent, as list-all-organization-pc answers them) become antd tree items; a
 * search answer (matches plus their ancestors, flat) becomes branches and the keys to open.
 */

/** The parent a branch belongs to: an organisation id, or ROOT for the roots of the caller's scope. */
export const ROOT = 'root';
export type BranchKey = number | typeof ROOT;
export type Branches = ReadonlyMap<BranchKey, readonly OrganizationTreeNode[]>;

export interface OrgTreeItem {
  key: string;
  node: OrganizationTreeNode;
  isLeaf: boolean;
  /** Absent while the branch is not loaded: antd calls loadData when the item opens. */
  children?: OrgTreeItem[];
}

export const keyOf = (id: number) => String(id);
export const idOfKey = (key: string | number | bigint) => Number(key);

/** The items under `parent`, children filled from the loaded branches (each id once, cycles cut). */
export function buildTree(branches: Branches, parent: BranchKey = ROOT): OrgTreeItem[] {
  const seen = new Set<number>();
  const build = (key: BranchKey): OrgTreeItem[] | undefined => {
    const nodes = branches.get(key);
    if (!nodes) return undefined;
    const items: OrgTreeItem[] = [];
    for (const node of nodes) {
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      const children = build(node.id);
      const item: OrgTreeItem = {
        key: keyOf(node.id),
        node,
        // Once loaded, the branch itself tells; before, the count the server sent.
        isLeaf: children ? children.length === 0 : node.childCount === 0,
      };
      if (children) item.children = children;
      items.push(item);
    }
    return items;
  };
  return build(parent) ?? [];
}

const byName = new Intl.Collator('vi', { numeric: true });

/**
 * The search answer as branches: each node under its parent, siblings by name as the lazy tree
 * shows them (the answer lists ancestors before matches); a node whose parent is not in the
 * answer (the top of the caller's scope) is a root.
 */
export function branchesOfSearch(
  flat: readonly OrganizationTreeNode[],
): Map<BranchKey, OrganizationTreeNode[]> {
  const ids = new Set(flat.map((n) => n.id));
  const branches = new Map<BranchKey, OrganizationTreeNode[]>();
  for (const node of flat) {
    const parent: BranchKey =
      node.organizationParentId !== null && ids.has(node.organizationParentId)
        ? node.organizationParentId
        : ROOT;
    const list = branches.get(parent);
    if (list) list.push(node);
    else branches.set(parent, [node]);
  }
  for (const list of branches.values()) list.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  return branches;
}

/** The keys to open so that every match shows: each ancestor of a match that is in the answer. */
export function expandedKeysOfSearch(flat: readonly OrganizationTreeNode[]): string[] {
  const byId = new Map(flat.map((n) => [n.id, n]));
  const open = new Set<number>();
  for (const node of flat) {
    if (!node.matched) continue;
    let parentId = node.organizationParentId;
    while (parentId !== null && !open.has(parentId)) {
      const parent = byId.get(parentId);
      if (!parent) break;
      open.add(parentId);
      parentId = parent.organizationParentId;
    }
  }
  return flat.filter((n) => open.has(n.id)).map((n) => keyOf(n.id));
}

/** The search view: loaded branches (for what the user opens further) under the answer's own. */
export function searchTree(
  flat: readonly OrganizationTreeNode[],
  loaded: Branches = new Map(),
): { items: OrgTreeItem[]; expandedKeys: string[]; matchCount: number } {
  const branches = new Map<BranchKey, readonly OrganizationTreeNode[]>(loaded);
  branches.delete(ROOT);
  for (const [key, nodes] of branchesOfSearch(flat)) branches.set(key, nodes);
  if (!branches.has(ROOT)) branches.set(ROOT, []);
  return {
    items: buildTree(branches),
    expandedKeys: expandedKeysOfSearch(flat),
    matchCount: flat.filter((n) => n.matched).length,
  };
}

/**
 * The keys whose children are in the tree: antd must not ask loadData for them again (it would,
 * for a node the search answer filled, because it never loaded it itself).
 */
export function loadedKeysOf(items: readonly OrgTreeItem[]): string[] {
  const keys: string[] = [];
  const walk = (list: readonly OrgTreeItem[]) => {
    for (const item of list) {
      if (!item.children) continue;
      keys.push(item.key);
      walk(item.children);
    }
  };
  walk(items);
  return keys;
}

/** Finds an item by id anywhere in the tree. */
export function findItem(items: readonly OrgTreeItem[], id: number): OrgTreeItem | undefined {
  for (const item of items) {
    if (item.node.id === id) return item;
    const inside = item.children && findItem(item.children, id);
    if (inside) return inside;
  }
  return undefined;
}

/** Whether `id` is `ancestorId` itself or lies under it in the loaded tree (a drop there is a cycle). */
export function isInSubtree(items: readonly OrgTreeItem[], ancestorId: number, id: number): boolean {
  const top = findItem(items, ancestorId);
  return top !== undefined && findItem([top], id) !== undefined;
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** One character folded as the server's search key folds it (toSearchText), index for index. */
function fold(ch: string): string {
  return ch
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

/**
 * The text cut into matched and plain parts, accent-insensitively and word by word as the server
 * searches ("ha noi" marks "Hà" and "Nội" in "Công đoàn Hà Nội").
 */
export function highlightParts(text: string, search: string): TextPart[] {
  const words = fold(search)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (!words.length || !text) return text ? [{ text, match: false }] : [];
  // Folded text with, for each folded character, the index of the original character.
  const chars = Array.from(text);
  let folded = '';
  const origin: number[] = [];
  chars.forEach((ch, i) => {
    for (const f of fold(ch)) {
      folded += f;
      origin.push(i);
    }
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    let from = folded.indexOf(word);
    while (from !== -1) {
      for (let k = from; k < from + word.length; k++) marked[origin[k]!] = true;
      from = folded.indexOf(word, from + 1);
    }
  }
  const parts: TextPart[] = [];
  chars.forEach((ch, i) => {
    const match = marked[i]!;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += ch;
    else parts.push({ text: ch, match });
  });
  return parts;
}

/** What the members badge of a node means, on hover. */
export const MEMBER_COUNT_HINT =
  'Đoàn viên: số đoàn viên đơn vị khai báo; cả nhánh: tổng số đoàn viên của đơn vị và các đơn vị trực thuộc';

/**
 * The members badge: 'Đoàn viên: 120 · cả nhánh 3.400'; a unit without units under it shows its
 * own count only, one that has not declared its own the branch total only.
 */
export function memberCountLabel(
  node: Pick<OrganizationTreeNode, 'memberCount' | 'subtreeMemberCount' | 'childCount'>,
): string {
  const branch = formatNumber(node.subtreeMemberCount);
  if (node.memberCount === null) {
    return node.childCount > 0 ? `Đoàn viên cả nhánh: ${branch}` : 'Đoàn viên: chưa khai báo';
  }
  const own = `Đoàn viên: ${formatNumber(node.memberCount)}`;
  return node.childCount > 0 ? `${own} · cả nhánh ${branch}` : own;
}

type RootNode = Pick<OrganizationTreeNode, 'id' | 'organizationParentId' | 'childCount'>;

/**
 * Which nodes can move, from the roots of the caller's scope. None without the right to update
 * organisations. A root whose parent lies outside the scope (a chair's own union, a ward officer's
 * ward union) cannot: no parent in reach would differ. Nor can the only root of the province (every
 * other unit is under it). `any`: whether the tree holds a node that can move at all.
 */
export function moveRules(roots: readonly RootNode[], canUpdate: boolean) {
  const rootIds = new Set(roots.map((r) => r.id));
  const topRoots = roots.filter((r) => r.organizationParentId === null).length;
  const canMove = (node: Pick<OrganizationTreeNode, 'id' | 'organizationParentId'>) =>
    canUpdate && (!rootIds.has(node.id) || (node.organizationParentId === null && topRoots > 1));
  return {
    canMove,
    any: canUpdate && (roots.some((r) => r.childCount > 0) || topRoots > 1),
  };
}
