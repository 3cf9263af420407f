import { lazy, Suspense } from 'react';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';

/*
 * A page of one feature that shows a piece of another (docs/architecture.md, "Web structure"):
 * features do not import each other, so the host page takes the piece as a prop in its own terms
 * (here `after`, a slot; a render prop such as `(event, close) => ReactNode` when the piece needs
 * the host's data), and a page in app/pages/ renders the host with the other feature's piece in
 * it. The route table points at this page, not at the host.
 */

// At the foot of the page: its code and calls come as the reader nears it (DashboardPage's `after`).
const DashboardNotifications = lazy(() =>
  import('../../features/notifications/components/dashboard-notifications').then((m) => ({
    default: m.DashboardNotifications,
  })),
);

/** Trang chủ: the dashboard's figures, then the caller's notifications (two features, composed here). */
export function HomePage() {
  return (
    <DashboardPage
      after={
        <Suspense fallback={null}>
          <DashboardNotifications />
        </Suspense>
      }
    />
  );
}
