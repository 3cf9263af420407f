import { APP_TITLE } from '@congdoan/shared';
import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useAppAbility } from '../../lib/ability';
import { useSessionUser } from '../../lib/use-session-user';
import { CurrentRouteContext } from './current-route';
import { guardDecision } from './guard';
import type { AppRoute } from './route-types';
import { useHomePath } from './use-home-path';

/** Renders one route-table entry behind the guard, with its document title. */
export function RouteElement({ route }: { route: AppRoute }) {
  const user = useSessionUser();
  const ability = useAppAbility();
  const home = useHomePath();
  const location = useLocation();

  useEffect(() => {
    document.title = `${route.title} | ${APP_TITLE}`;
  }, [route.title]);

  const decision = guardDecision(route, {
    user,
    ability,
    home,
    pathname: location.pathname,
    search: location.search,
  });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (route.redirectTo) {
    return <Navigate to={`${route.redirectTo}${location.search}${location.hash}`} replace />;
  }

  return (
    <CurrentRouteContext value={route}>
      <Suspense fallback={<PageLoading />}>
        <route.Page />
      </Suspense>
    </CurrentRouteContext>
  );
}

/** "/" and other "home" links: the landing page of the signed-in user's role, else sign-in. */
export function HomeRedirect() {
  const user = useSessionUser();
  const home = useHomePath();
  return <Navigate to={user ? home : paths.auth.login.getHref()} replace />;
}
