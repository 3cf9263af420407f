import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { session } from '../../lib/api';
import { useSessionUser } from '../../lib/use-session-user';
import { BlankLayout } from '../layout/blank-layout';
import { loginPathFor } from './guard';
import { HomeRedirect, RouteElement } from './route-element';
import { RouteErrorPage } from './route-error-page';
import { NOT_FOUND_ROUTE, ROUTES } from './route-table';
import type { AppRoute } from './route-types';

// The admin layout (menu, top bar, customizer) is not needed by the sign-in pages.
const AppLayout = lazy(() => import('../layout/app-layout').then((m) => ({ default: m.AppLayout })));

/**
 * Every app-layout page needs a stored user; checking here spares a visitor the layout's code.
 * When the session ends while a page is open, this is the one place that leaves for /login: back
 * to the same page after sign-in if the session expired, plain sign-in (with the reason's notice)
 * if the user logged out or changed the password.
 */
function SignedInLayout() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    const reason = session.lastSignOut();
    if (reason?.deliberate)
      return <Navigate to={paths.auth.login.getHref()} replace state={{ notice: reason.notice }} />;
    return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  }
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <AppLayout />
    </Suspense>
  );
}

const toRouteObject = (route: AppRoute) => ({ path: route.path, element: <RouteElement route={route} /> });

export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [
        { path: paths.root.path, element: <HomeRedirect /> },
        {
          element: <SignedInLayout />,
          children: ROUTES.filter((r) => r.layout === 'app').map(toRouteObject),
        },
        {
          element: <BlankLayout />,
          children: [...ROUTES.filter((r) => r.layout === 'blank'), NOT_FOUND_ROUTE].map(toRouteObject),
        },
      ],
    },
  ]);
}
