import { lazy, Suspense } from 'react';
import { ProfilePage as AccountProfilePage } from '../../features/account/pages/profile-page';

/*
 * The profile of the account feature with a card of the events feature in its `cards` slot
 * (docs/architecture.md, "Web structure": features do not import each other, the app composes).
 */

// Its own chunk, with antd's QR code: the profile's details show without waiting for it.
const AttendanceCodeCard = lazy(() =>
  import('../../features/events/components/attendance-code-card').then((m) => ({
    default: m.AttendanceCodeCard,
  })),
);

/** /pages/profile: the user's details and roles, and their attendance code for events. */
export function ProfilePage() {
  return (
    <AccountProfilePage
      cards={
        <Suspense fallback={null}>
          <AttendanceCodeCard />
        </Suspense>
      }
    />
  );
}
