import { BarChartOutlined } from '@ant-design/icons';
import type { OrganizationStatistics } from '@congdoan/shared';
import { Alert, Card, Col, Collapse, Empty, Flex, Row, Skeleton, Tooltip, Typography, theme } from 'antd';
import { useState } from 'react';
import { useOrganizationStatistics } from '../api/get-organization-statistics';
import type { OrganizationFilterValues } from '../api/list-organizations';
import { formatCount } from './custom-value-format';
import { type Bar, barWidth, decadeBars, topBars } from './statistics-bars';

const OPEN_KEY = 'organizations.list.statistics-open';

function readOpen(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** A plain bar chart: name, a bar sized against the longest, the count. No chart library (bundle budget). */
function BarList({ title, bars, labelWidth = '38%' }: { title: string; bars: Bar[]; labelWidth?: string }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      {bars.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có dữ liệu" />
      ) : (
        <ul
          aria-label={title}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 6,
          }}
        >
          {bars.map((bar) => (
            <li
              key={bar.key}
              aria-label={`${bar.label}: ${bar.count}`}
              style={{
                display: 'grid',
                gridTemplateColumns: `minmax(90px, ${labelWidth}) 1fr 48px`,
                gap: 8,
                alignItems: 'center',
              }}
            >
              <Tooltip title={bar.gathered ? `${bar.gathered} giá trị khác gộp lại` : bar.label}>
                <Typography.Text ellipsis style={{ fontSize: token.fontSizeSM }}>
                  {bar.label}
                </Typography.Text>
              </Tooltip>
              <div
                style={{
                  height: 10,
                  borderRadius: 5,
                  background: token.colorFillSecondary,
                  overflow: 'hidden',
                }}
              >
                <div
                  style={{
                    width: `${barWidth(bar.count, bars)}%`,
                    height: '100%',
                    borderRadius: 5,
                    background:
                      bar.key === 'others' || bar.key === 'unknown'
                        ? token.colorTextQuaternary
                        : token.colorPrimary,
                  }}
                />
              </div>
              <Typography.Text strong style={{ textAlign: 'end', fontSize: token.fontSizeSM }}>
                {formatCount(bar.count)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Totals({ stats }: { stats: OrganizationStatistics }) {
  const { token } = theme.useToken();
  const items = [
    { label: 'Số đơn vị', value: stats.total, color: token.colorPrimaryText },
    { label: 'Đang hoạt động', value: stats.active, color: token.colorSuccess },
    { label: 'Đã giải thể', value: stats.dissolved, color: token.colorTextSecondary },
    { label: 'Số CNVCLĐ', value: stats.workerCount, color: token.colorInfo },
    { label: 'Số đoàn viên', value: stats.memberCount, color: token.colorWarning },
  ];
  return (
    <Row gutter={[12, 12]}>
      {items.map((item) => (
        <Col key={item.label} xs={12} md={8} lg={{ flex: '20%' }}>
          <div
            style={{
              padding: '10px 14px',
              borderRadius: token.borderRadiusLG,
              background: token.colorFillQuaternary,
              borderInlineStart: `3px solid ${item.color}`,
            }}
          >
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {item.label}
            </Typography.Text>
            <div style={{ fontSize: 22, fontWeight: 600, color: token.colorTextHeading }}>
              {formatCount(item.value)}
            </div>
          </div>
        </Col>
      ))}
    </Row>
  );
}

function StatisticsBody({ filters }: { filters: OrganizationFilterValues }) {
  const stats = useOrganizationStatistics(filters, true);
  if (stats.isError) return <Alert type="error" showIcon title={stats.error.message} />;
  if (!stats.data) return <Skeleton active />;
  const s = stats.data;
  return (
    <Flex vertical gap={12} style={{ opacity: stats.isFetching ? 0.6 : 1, transition: 'opacity .2s' }}>
      <Totals stats={s} />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <BarList title="Theo xã/phường" bars={topBars(s.byWard)} />
        </Col>
        <Col xs={24} lg={12}>
          <BarList title="Theo cụm/khu công nghiệp" bars={topBars(s.byZone)} />
        </Col>
        <Col xs={24} lg={8}>
          <BarList title="Theo loại hình" bars={topBars(s.byLoaiHinh)} labelWidth="55%" />
        </Col>
        <Col xs={24} lg={8}>
          <BarList title="Theo loại công ty" bars={topBars(s.byLoaiCongTy)} labelWidth="45%" />
        </Col>
        <Col xs={24} lg={8}>
          <BarList title="Theo thập niên thành lập" bars={decadeBars(s.byDecade)} />
        </Col>
      </Row>
    </Flex>
  );
}

/** 'Thống kê' above the list: totals and counts for the same filters, loaded only while open. */
export function StatisticsPanel({ filters }: { filters: OrganizationFilterValues }) {
  const [open, setOpen] = useState(readOpen);
  return (
    <Collapse
      style={{ marginBottom: 16 }}
      activeKey={open ? ['stats'] : []}
      onChange={(keys) => {
        const next = keys.includes('stats');
        setOpen(next);
        try {
          window.localStorage.setItem(OPEN_KEY, next ? '1' : '0');
        } catch {
          // the choice lasts for this visit
        }
      }}
      items={[
        {
          key: 'stats',
          label: (
            <Flex gap={8} align="center">
              <BarChartOutlined />
              Thống kê
            </Flex>
          ),
          children: open ? <StatisticsBody filters={filters} /> : null,
        },
      ]}
    />
  );
}
