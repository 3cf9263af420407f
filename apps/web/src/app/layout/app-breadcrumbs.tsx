import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useNamedBreadcrumbParent } from '../../lib/breadcrumb-parent';
import { breadcrumbsFor } from '../routes/breadcrumbs';
import { MENU_GROUPS, ROUTES } from '../routes/route-table';

/** Breadcrumbs derived from the route table (Trang chủ › group › parent › page), or the parent the page names. */
export function AppBreadcrumbs() {
  const { pathname } = useLocation();
  const parent = useNamedBreadcrumbParent();
  const crumbs = useMemo(() => breadcrumbsFor(ROUTES, MENU_GROUPS, pathname, parent), [pathname, parent]);
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
