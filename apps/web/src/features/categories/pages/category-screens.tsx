import {
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_LEVELS,
  type OrganizationLevel,
  pathWithQuery,
} from '@congdoan/shared';
import { Alert, Button, Flex, Result, Table } from 'antd';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ListPageCard } from '../../../components/list-page-card';
import { type CategoryScreen, paths } from '../../../config/paths';
import { useCompactList } from '../../../lib/use-compact-list';
import { CategoryKindTabs, type CategoryTab } from '../components/category-kind-tabs';

/** The spec's category screens that are not member-category kinds (docs/requirements.md, "Member categories"). */
export const CATEGORY_SCREENS = [
  'districts',
  'wards',
  'organizationTypes',
  'organizationLevels',
  'organizations',
  'knowledgeBlocks',
  'classrooms',
] as const satisfies readonly CategoryScreen[];

export const isCategoryScreen = (value: string | undefined): value is CategoryScreen =>
  (CATEGORY_SCREENS as readonly string[]).includes(value ?? '');

/**
 * The screens whose list another page keeps: their address leads there, replaced in the history so
 * that the back button skips it and the address stays shareable. 'Loại hình' is kept with the
 * organisations' custom fields (organization/choices, list loai_hinh).
 */
export const CATEGORY_SCREEN_REDIRECTS = {
  wards: paths.categories.wards.getHref(),
  organizations: paths.organizations.list.getHref(),
  organizationTypes: pathWithQuery(paths.organizations.dynamicFields.getHref(), { tab: 'choices' }),
} as const satisfies Partial<Record<CategoryScreen, string>>;

/** /apps/categories/<screen>: a page of its own, or the page that keeps the list. */
export function CategoryScreenPage({ screen }: { screen: CategoryScreen }) {
  switch (screen) {
    case 'districts':
      return <DistrictsScreen />;
    case 'organizationLevels':
      return <OrganizationLevelsScreen />;
    case 'wards':
    case 'organizations':
    case 'organizationTypes':
      return <Navigate replace to={CATEGORY_SCREEN_REDIRECTS[screen]} />;
    case 'knowledgeBlocks':
    case 'classrooms':
      return <UnusedScreen />;
  }
}

function ScreenLayout({ tab, title, children }: { tab: CategoryTab; title: string; children: ReactNode }) {
  const compact = useCompactList();
  return (
    <ListPageCard title={title} compact={compact}>
      <Flex gap={compact ? 12 : 24} vertical={compact}>
        <CategoryKindTabs kind={tab} />
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Flex>
    </ListPageCard>
  );
}

const ButtonLink = ({ to, children, primary }: { to: string; children: ReactNode; primary?: boolean }) => (
  <Link to={to}>
    <Button type={primary ? 'primary' : 'default'}>{children}</Button>
  </Link>
);

/** No districts since 1 July 2025: the local government has two levels, the province and the ward. */
function DistrictsScreen() {
  return (
    <ScreenLayout tab="districts" title="Danh mục quận/huyện">
      <Result
        status="info"
        title="Không còn cấp quận/huyện từ ngày 01/07/2025"
        subTitle={
          <>
            Theo Luật Tổ chức chính quyền địa phương năm 2025 và Nghị quyết số 202/2025/QH15 của Quốc hội,
            chính quyền địa phương gồm hai cấp: tỉnh/thành phố và xã/phường/đặc khu. Hệ thống không dùng danh
            mục quận/huyện; địa chỉ và đơn vị được ghi theo tỉnh/thành phố và xã/phường.
          </>
        }
        extra={
          <Flex gap={8} justify="center" wrap>
            <ButtonLink to={paths.categories.items.getHref('provinces')} primary>
              Danh mục tỉnh/thành phố
            </ButtonLink>
            <ButtonLink to={paths.categories.wards.getHref()}>Danh mục xã/phường</ButtonLink>
          </Flex>
        }
      />
    </ScreenLayout>
  );
}

interface LevelRow {
  key: OrganizationLevel;
  order: number;
  label: string;
}

const LEVEL_ROWS: LevelRow[] = ORGANIZATION_LEVELS.map((level, i) => ({
  key: level,
  order: i + 1,
  label: ORGANIZATION_LEVEL_LABELS[level],
}));

/** The levels of the union's tree (ORGANIZATION_LEVELS), which the organisation pages use: read only. */
function OrganizationLevelsScreen() {
  return (
    <ScreenLayout tab="organizationLevels" title="Danh mục cấp công đoàn">
      <Alert
        type="info"
        showIcon
        title="Các cấp công đoàn do hệ thống quy định theo cơ cấu tổ chức của Liên đoàn: chỉ xem, không thêm, sửa hay xóa."
        style={{ marginBottom: 16 }}
      />
      <Table<LevelRow>
        rowKey="key"
        dataSource={LEVEL_ROWS}
        pagination={false}
        columns={[
          { title: 'Thứ tự', dataIndex: 'order', width: 100, align: 'end' },
          { title: 'Cấp công đoàn', dataIndex: 'label' },
        ]}
      />
    </ScreenLayout>
  );
}

/** knowledgeBlocks and classrooms: kinds of the school software the spec was written from. */
function UnusedScreen() {
  return (
    <ListPageCard title="Danh mục không sử dụng">
      <Result
        status="info"
        title="Danh mục này không dùng trong hệ thống công đoàn"
        subTitle="Khối kiến thức và phòng học là danh mục của phần mềm quản lý trường học, không thuộc nghiệp vụ quản lý đoàn viên và tổ chức công đoàn."
        extra={
          <ButtonLink to={paths.categories.items.getHref('ethnics')} primary>
            Về danh mục hồ sơ đoàn viên
          </ButtonLink>
        }
      />
    </ListPageCard>
  );
}
