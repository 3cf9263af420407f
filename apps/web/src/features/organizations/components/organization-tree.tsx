import { EyeOutlined, MoreOutlined, SwapOutlined } from '@ant-design/icons';
import { ORGANIZATION_TREE_SEARCH_MAX, type OrganizationTreeNode } from '@congdoan/shared';
import { type UseQueryResult, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dropdown,
  Empty,
  type MenuProps,
  Modal,
  Skeleton,
  Spin,
  Tag,
  Tooltip,
  Tree,
  type TreeProps,
  Typography,
} from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../lib/use-toast';
import { useMoveOrganization } from '../api/move-organization';
import { treeBranchQuery, useTreeSearch } from '../api/organization-tree';
import type { MovingOrganization } from './move-organization-modal';
import { LevelTag, StatusTag } from './organization-tags';
import {
  type BranchKey,
  buildTree,
  findItem,
  highlightParts,
  isInSubtree,
  keyOf,
  loadedKeysOf,
  MEMBER_COUNT_HINT,
  memberCountLabel,
  type OrgTreeItem,
  ROOT,
  searchTree,
} from './organization-tree-data';

function Highlighted({ text, search }: { text: string; search: string }) {
  return (
    <>
      {highlightParts(text, search).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Typography.Text key={i} mark>
            {part.text}
          </Typography.Text>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

interface NodeTitleProps {
  node: OrganizationTreeNode;
  search: string;
  canMove: boolean;
  onOpenDetail: (node: OrganizationTreeNode) => void;
  onMoveRequest: (node: OrganizationTreeNode) => void;
}

/** One row of the tree: name, code, level, dissolved, members; its actions on right click or '…'. */
function NodeTitle({ node, search, canMove, onOpenDetail, onMoveRequest }: NodeTitleProps) {
  const items: MenuProps['items'] = [
    { key: 'detail', icon: <EyeOutlined />, label: 'Xem chi tiết' },
    ...(canMove ? [{ key: 'move', icon: <SwapOutlined />, label: 'Chuyển đơn vị cấp trên' }] : []),
  ];
  const menu: MenuProps = {
    items,
    onClick: ({ key, domEvent }) => {
      // The menu floats over the tree: its click must not select the row below.
      domEvent.stopPropagation();
      if (key === 'detail') onOpenDetail(node);
      if (key === 'move') onMoveRequest(node);
    },
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={menu}>
      <span
        style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, paddingBlock: 2 }}
      >
        <span style={{ fontWeight: node.matched ? 600 : undefined }}>
          <Highlighted text={node.name} search={search} />
        </span>
        {node.code && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <Highlighted text={node.code} search={search} />
          </Typography.Text>
        )}
        <LevelTag level={node.level} short />
        <StatusTag status={node.status} onlyDissolved />
        <Tooltip title={MEMBER_COUNT_HINT}>
          <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
            {memberCountLabel(node)}
          </Tag>
        </Tooltip>
        <Dropdown trigger={['click']} menu={menu}>
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={`Thao tác với ${node.name}`}
            onClick={(e) => e.stopPropagation()}
          />
        </Dropdown>
      </span>
    </Dropdown>
  );
}

export interface OrganizationTreeProps {
  /** The search, already debounced and trimmed; '' shows the lazy tree. */
  search: string;
  /** Whether a node can move (drag and drop, the menu action): see moveRules. */
  canMove: (node: OrganizationTreeNode) => boolean;
  selectedId: number | null;
  onSelect: (node: OrganizationTreeNode | null) => void;
  onOpenDetail: (node: OrganizationTreeNode) => void;
  onMoveRequest: (organization: MovingOrganization) => void;
}

/**
 * The hierarchy in the caller's scope. Without a search, branches load as they open (each one a
 * watched query, so a move or an edit reloads every open branch); with one, the answer's matches
 * and ancestors show, opened down to each match, the matched text marked. Dropping a node onto
 * another moves it there after a confirmation.
 */
export function OrganizationTree({
  search,
  canMove,
  selectedId,
  onSelect,
  onOpenDetail,
  onMoveRequest,
}: OrganizationTreeProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const move = useMoveOrganization();

  // The branches opened so far (the roots always): each stays a live query.
  const [opened, setOpened] = useState<BranchKey[]>([ROOT]);
  const combine = useCallback(
    (results: UseQueryResult<OrganizationTreeNode[]>[]) => {
      const branches = new Map<BranchKey, readonly OrganizationTreeNode[]>();
      results.forEach((result, i) => {
        const parent = opened[i];
        if (parent !== undefined && result.data) branches.set(parent, result.data);
      });
      return { branches, roots: results[0] };
    },
    [opened],
  );
  const { branches, roots } = useQueries({
    queries: opened.map((parent) => treeBranchQuery(parent === ROOT ? undefined : parent)),
    combine,
  });

  const searching = search !== '';
  const found = useTreeSearch(search);
  const view = useMemo(() => {
    if (!searching) return { items: buildTree(branches), expandedKeys: [] as string[], matchCount: 0 };
    return found.data ? searchTree(found.data, branches) : null;
  }, [searching, found.data, branches]);

  // Each mode keeps its own open branches: clearing the search gives back the tree as it was.
  // Until the user opens or closes anything, a scope with a single root shows it opened.
  const [lazyOpened, setLazyExpanded] = useState<Key[] | null>(null);
  const onlyRoot = roots?.data?.length === 1 ? roots.data[0] : undefined;
  const lazyExpanded = lazyOpened ?? (onlyRoot && onlyRoot.childCount > 0 ? [keyOf(onlyRoot.id)] : []);
  const [searchExpanded, setSearchExpanded] = useState<{ search: string; keys: Key[] } | null>(null);
  const expandedKeys = searching
    ? searchExpanded?.search === search
      ? searchExpanded.keys
      : (view?.expandedKeys ?? [])
    : lazyExpanded;
  const setExpanded = (keys: Key[]) => {
    if (searching) setSearchExpanded({ search, keys });
    else setLazyExpanded(keys);
  };

  const items = view?.items ?? [];
  const loadedKeys = useMemo(() => loadedKeysOf(items), [items]);
  const requestMove = (node: OrganizationTreeNode) =>
    onMoveRequest({
      ...node,
      parentName:
        node.organizationParentId === null
          ? null
          : (findItem(items, node.organizationParentId)?.node.name ?? null),
    });

  const loadData: TreeProps<OrgTreeItem>['loadData'] = async (treeNode) => {
    const id = treeNode.node.id;
    if (treeNode.children) return;
    try {
      await queryClient.fetchQuery(treeBranchQuery(id));
      setOpened((prev) => (prev.includes(id) ? prev : [...prev, id]));
    } catch (error) {
      // Not marked loaded: opening the node again tries again.
      toast.error(error, 'Không tải được các đơn vị trực thuộc');
    }
  };

  const onDrop: TreeProps<OrgTreeItem>['onDrop'] = (info) => {
    if (info.dropToGap) return;
    const dragged = info.dragNode.node;
    const target = info.node.node;
    if (dragged.organizationParentId === target.id || dragged.id === target.id) return;
    modal.confirm({
      title: 'Chuyển đơn vị',
      content: `Chuyển "${dragged.name}" vào "${target.name}"?`,
      okText: 'Chuyển',
      cancelText: 'Hủy',
      onOk: () =>
        move.mutateAsync({ id: dragged.id, organizationParentId: target.id }).then(
          () => {
            toast.success('Đã chuyển đơn vị', `"${dragged.name}" nay trực thuộc "${target.name}"`);
            // Open the new parent so that the moved node shows where it went.
            if (!expandedKeys.includes(keyOf(target.id))) setExpanded([...expandedKeys, keyOf(target.id)]);
          },
          (error: unknown) => toast.error(error),
        ),
    });
  };

  const pending = searching ? found.isPending : roots?.isPending;
  const error = searching ? found.error : roots?.error;
  const count = view?.matchCount ?? 0;

  return (
    <div>
      {modalHolder}
      {searching && found.data && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} role="status">
          {count === 0
            ? 'Không tìm thấy đơn vị nào'
            : `Tìm thấy ${count} đơn vị${count >= ORGANIZATION_TREE_SEARCH_MAX ? ` (chỉ hiện ${ORGANIZATION_TREE_SEARCH_MAX} kết quả đầu tiên, hãy nhập cụ thể hơn)` : ''}`}
        </Typography.Paragraph>
      )}
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : pending ? (
        searching ? (
          <Spin description="Đang tìm..." />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )
      ) : items.length === 0 ? (
        <Empty description={searching ? 'Không tìm thấy' : 'Không có dữ liệu'} />
      ) : (
        <Tree<OrgTreeItem>
          // A new search starts from its own answer; antd's own loading state must not carry over.
          key={searching ? `search:${search}` : 'lazy'}
          treeData={items}
          showLine={{ showLeafIcon: false }}
          blockNode
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys)}
          loadedKeys={loadedKeys}
          loadData={loadData}
          selectedKeys={selectedId === null ? [] : [keyOf(selectedId)]}
          onSelect={(_keys, info) => onSelect(info.selected ? info.node.node : null)}
          titleRender={(item) => (
            <NodeTitle
              node={item.node}
              search={search}
              canMove={canMove(item.node)}
              onOpenDetail={onOpenDetail}
              onMoveRequest={requestMove}
            />
          )}
          draggable={{ icon: false, nodeDraggable: (item) => canMove((item as OrgTreeItem).node) }}
          allowDrop={({ dragNode, dropNode, dropPosition }) =>
            dropPosition === 0 &&
            dropNode.node.id !== dragNode.node.organizationParentId &&
            !isInSubtree(items, dragNode.node.id, dropNode.node.id)
          }
          onDrop={onDrop}
        />
      )}
    </div>
  );
}
