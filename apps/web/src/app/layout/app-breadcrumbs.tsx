import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbsFor } from '../routes/breadcrumbs';
import { MENU_GROUPS, ROUTES } from '../routes/route-table';

/** Breadcrumbs derived from the route table (Trang chủ › group › parent › page). */
export function AppBreadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = useMemo(() => breadcrumbsFor(ROUTES, MENU_GROUPS, pathname), [pathname]);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumb
      items={crumbs.map((crumb) => ({
        key: `${crumb.title}:${crumb.path ?? ''}`,
        title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
      }))}
    />
  );
}
