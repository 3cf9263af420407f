import { Col, Empty, Flex, Row, Typography } from 'antd';
import { useAppAbility } from '../../../../lib/ability';
import { EXPORT_GROUPS, exportsFor } from '../api/exports';
import { ExportCard } from '../components/export-card';

/**
 * /trade-union/reports/export ('Xuất báo cáo'): every download of the product in one place, by
 * group, each with its pickers; only those the caller's rights allow.
 */
export function ExportPage() {
  const ability = useAppAbility();
  const items = exportsFor((action, subject) => ability.can(action, subject));
  return (
    <Flex vertical gap={20}>
      <div>
        {/* The shell titles the page ('Xuất báo cáo'); the groups are the headings below it. */}
        <Typography.Text type="secondary">
          Mọi tệp Excel của hệ thống ở một nơi, trong phạm vi dữ liệu của bạn: chọn bộ lọc rồi bấm Tải xuống.
        </Typography.Text>
      </div>
      {items.length === 0 && <Empty description="Bạn chưa được cấp quyền tải báo cáo nào" />}
      {EXPORT_GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group);
        if (!inGroup.length) return null;
        const id = `export-group-${EXPORT_GROUPS.indexOf(group)}`;
        return (
          <section key={group} aria-labelledby={id}>
            <Typography.Title level={4} id={id} style={{ marginTop: 0 }}>
              {group}
            </Typography.Title>
            <Row gutter={[16, 16]}>
              {inGroup.map((item) => (
                <Col key={item.key} xs={24} md={12} xl={8}>
                  <ExportCard item={item} />
                </Col>
              ))}
            </Row>
          </section>
        );
      })}
    </Flex>
  );
}
