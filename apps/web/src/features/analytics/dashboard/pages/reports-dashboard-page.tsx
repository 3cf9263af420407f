import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// The body comes as a chunk of its own: the analytics catalogue it reads is defined with its zod
// schemas (25 kB gzip) and the month fields bring antd's date picker (31 kB), which together would
// take the page's first load over its budget (docs/architecture.md, "First-load budget").
const DashboardBody = lazy(() =>
  import('../components/dashboard-body').then((m) => ({ default: m.DashboardBody })),
);

/**
 * Tổng quan báo cáo: the indicators of the caller's scope (or of a unit drilled into) over time —
 * the cards at the end of the range, the charts over its periods, the units to drill into.
 */
export function ReportsDashboardPage() {
  return (
    <Suspense
      fallback={
        <Card aria-busy="true">
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      }
    >
      <DashboardBody />
    </Suspense>
  );
}
