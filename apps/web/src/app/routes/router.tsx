import { Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { session } from '../../lib/api';
import { type PreloadableLazy, preloadableLazy } from '../../lib/preloadable-lazy';
import { useSessionUser } from '../../lib/use-session-user';
import { BlankLayout } from '../layout/blank-layout';
import { findRoute } from './breadcrumbs';
import { loginPathFor } from './guard';
import { HomeRedirect, RouteElement } from './route-element';
import { RouteErrorPage } from './route-error-page';
import { NOT_FOUND_ROUTE, ROUTES } from './route-table';
import type { AppRoute } from './route-types';

// The admin layout (menu, top bar, customizer) is not needed by the sign-in pages.
const AppLayout = preloadableLazy(() => import('../layout/app-layout'), 'AppLayout');

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

/**
 * Fetches the code of the page at `pathname` (and the admin layout when a user is stored), so that
 * the first render draws it in one pass. The chunks are usually on their way already: index.html
 * asks for them (docs/architecture.md, "Delivery and caching"). A failed fetch is left to the
 * render, which shows the route's error page.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const route = findRoute(ROUTES, pathname);
  if (!route) return;
  const pages = [route.Page];
  const layout = route.layout === 'app' && session.user() ? [AppLayout] : [];
  await Promise.all(
    [...layout, ...pages].map((component) =>
      'preload' in component ? (component as PreloadableLazy).preload() : undefined,
    ),
  ).catch(() => undefined);
}
