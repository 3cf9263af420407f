import { lazy, Suspense } from 'react';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { useAfterLoad } from '../../lib/use-after-load';

// Below the page's first view: its code and calls come once the page has loaded.
const DashboardNotifications = lazy(() =>
  import('../../features/notifications/components/dashboard-notifications').then((m) => ({
    default: m.DashboardNotifications,
  })),
);

/** Trang chủ: the dashboard's figures, then the caller's notifications (two features, composed here). */
export function HomePage() {
  const afterLoad = useAfterLoad();
  return (
    <DashboardPage
      after={
        afterLoad && (
          <Suspense fallback={null}>
            <DashboardNotifications />
          </Suspense>
        )
      }
    />
  );
}
