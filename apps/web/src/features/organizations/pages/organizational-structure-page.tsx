import { type OrganizationTreeNode, organizationTreeQuery, pageQuery } from '@congdoan/shared';
import { Card, Col, Drawer, Flex, Grid, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListSearch } from '../../../components/list-search';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { defineListFilters } from '../../../lib/url-filters';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useTreeRoots } from '../api/organization-tree';
import { MoveOrganizationModal, type MovingOrganization } from '../components/move-organization-modal';
import { OrganizationSummary } from '../components/organization-summary';
import { OrganizationTree } from '../components/organization-tree';
import { moveRules } from '../components/organization-tree-data';

/** The tree keeps only its search in the URL (it has no pages: the bare page fields stay out). */
const treeFilters = defineListFilters({
  shape: { ...pageQuery.shape, search: organizationTreeQuery.shape.search },
  filters: ['search'],
});

/**
 * /trade-union/organizations/organizational-structure: the hierarchy in the caller's scope as a
 * tree that loads as it opens, a search (kept in the URL) that opens the tree down to each match,
 * moving by drag and drop or from a node's menu, and the chosen node's summary beside the tree.
 */
export function OrganizationalStructurePage() {
  const { filters, search: searchBox } = useUrlFilters(treeFilters, { replaceSearch: true });
  const search = filters.search ?? '';

  const ability = useAppAbility();
  const roots = useTreeRoots();
  // Where no unit can move (no update right; a chair, whose tree is their own union) neither the
  // drag hint nor the move action shows, and nothing drags.
  const moves = useMemo(
    () => moveRules(roots.data ?? [], ability.can('update', 'organization')),
    [roots.data, ability],
  );
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  // Beside the tree from 1200 px (the layout's own narrow breakpoint); below, in a drawer.
  const wide = screens.xl ?? true;
  const [selected, setSelected] = useState<OrganizationTreeNode | null>(null);
  const [moving, setMoving] = useState<MovingOrganization | null>(null);

  const summary = selected && (
    <OrganizationSummary
      organizationId={selected.id}
      canMove={moves.canMove(selected)}
      onMoveRequest={setMoving}
    />
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card>
          <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
            <ListSearch
              {...searchBox}
              placeholder="Tìm đơn vị theo tên hoặc mã (không cần dấu)"
              aria-label="Tìm đơn vị"
              style={{ maxWidth: 420 }}
            />
            {moves.any && (
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                Kéo thả một đơn vị vào đơn vị khác để chuyển đơn vị cấp trên
              </Typography.Text>
            )}
          </Flex>
          <OrganizationTree
            search={search}
            canMove={moves.canMove}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
            onOpenDetail={(node) => navigate(paths.organizations.detail.getHref(node.id))}
            onMoveRequest={setMoving}
          />
        </Card>
      </Col>
      {wide ? (
        <Col xl={8}>
          <Card title="Thông tin đơn vị" style={{ position: 'sticky', top: 80 }}>
            {summary ?? (
              <Typography.Text type="secondary">Chọn một đơn vị trên cây để xem thông tin.</Typography.Text>
            )}
          </Card>
        </Col>
      ) : (
        <Drawer
          open={selected !== null}
          onClose={() => setSelected(null)}
          title="Thông tin đơn vị"
          size={420}
        >
          {summary}
        </Drawer>
      )}
      <MoveOrganizationModal organization={moving} onClose={() => setMoving(null)} />
    </Row>
  );
}
