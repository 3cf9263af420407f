import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { APP_FULL_TITLE, APP_TITLE } from '@congdoan/shared';
import { Button, Flex, Layout, Typography, theme } from 'antd';
import { type CSSProperties, lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { BellSlot } from '../../features/notifications/components/bell-slot';
import { findRoute } from '../routes/breadcrumbs';
import { ROUTES } from '../routes/route-table';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { Brand } from './brand';
import { CustomizerToggle } from './customizer-toggle';
import { menuPlacement, NAVBAR_COLOR_VALUES } from './layout-settings';
import { useLayoutSettings } from './layout-settings-context';
import { RoleSwitcher } from './role-switcher';
import { SCROLL_TOP_CLEARANCE, ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';
import { useNarrowScreen } from './use-narrow-screen';
import './phone.css';
import { UserMenu } from './user-menu';

// Only some users open these: they load on demand.
const ThemeCustomizer = lazy(() =>
  import('./theme-customizer').then((m) => ({ default: m.ThemeCustomizer })),
);
const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

const SIDER_WIDTH = 260;
const SIDER_COLLAPSED_WIDTH = 80;
const BOXED_MAX_WIDTH = 1440;

/**
 * The admin layout (Vuexy-like) with every option of the theme customizer applied:
 * skin, content width, RTL, vertical/horizontal/collapsed/hidden menu, navbar colour and type,
 * footer type. Below 1200 px the menu is an overlay drawer and the layout is vertical.
 */
export function AppLayout() {
  const { settings, update } = useLayoutSettings();
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [customizerUsed, setCustomizerUsed] = useState(false);
  const [switchingRole, setSwitchingRole] = useState(false);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  // Close the overlay menu when the page changes (also on back/forward).
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  const placement = menuPlacement(settings, narrow);
  const semiDark = settings.skin === 'semi-dark';
  const bordered = settings.skin === 'bordered';
  const navbarBg = NAVBAR_COLOR_VALUES[settings.navbarColor];
  const navbarFg = navbarBg ? '#fff' : undefined;
  const surfaceShadow = bordered ? 'none' : token.boxShadowTertiary;
  const surfaceBorder = bordered ? `1px solid ${token.colorBorderSecondary}` : 'none';
  const collapsed = settings.menuCollapsed && placement === 'sider';

  const navbarStyle: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    background: navbarBg ?? token.colorBgContainer,
    color: navbarFg,
    boxShadow: surfaceShadow,
    border: surfaceBorder,
    lineHeight: 'normal',
    zIndex: 20,
  };
  const navbarWrapStyle: CSSProperties =
    settings.navbarType === 'floating'
      ? { position: 'sticky', top: 0, padding: '12px 24px 0', zIndex: 20 }
      : settings.navbarType === 'sticky'
        ? { position: 'sticky', top: 0, zIndex: 20 }
        : { position: 'relative', zIndex: 20 };
  if (settings.navbarType === 'floating') navbarStyle.borderRadius = token.borderRadiusLG;

  const boxed: CSSProperties =
    settings.contentWidth === 'boxed'
      ? { maxWidth: BOXED_MAX_WIDTH, marginInline: 'auto', width: '100%' }
      : {};

  const openCustomizer = () => {
    setCustomizerUsed(true);
    setCustomizerOpen(true);
  };

  const menuButton =
    placement === 'drawer' ? (
      <Button
        type="text"
        aria-label="Mở menu"
        icon={<MenuOutlined />}
        onClick={() => setDrawerOpen(true)}
        style={{ color: navbarFg }}
      />
    ) : placement === 'sider' ? (
      <Button
        type="text"
        aria-label={collapsed ? 'Mở rộng menu' : 'Thu gọn menu'}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={() => update({ menuCollapsed: !settings.menuCollapsed })}
        style={{ color: navbarFg }}
      />
    ) : null;

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={placement === 'sider'}>
      {placement === 'sider' && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          theme={semiDark ? 'dark' : 'light'}
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'auto',
            boxShadow: surfaceShadow,
            borderInlineEnd: surfaceBorder,
            zIndex: 30,
          }}
        >
          <Brand compact={collapsed} inverted={semiDark} />
          <SideMenu mode="inline" dark={semiDark} />
        </Layout.Sider>
      )}

      <Layout style={{ minWidth: 0 }}>
        {settings.navbarType !== 'hidden' ? (
          <div style={navbarWrapStyle}>
            <div style={boxed}>
              <Layout.Header style={navbarStyle}>
                {menuButton}
                {placement !== 'sider' && <Brand compact={narrow} inverted={Boolean(navbarFg)} />}
                <div style={{ flex: 1 }} />
                <CustomizerToggle color={navbarFg} onClick={openCustomizer} />
                <BellSlot color={navbarFg} />
                <RoleSwitcher color={navbarFg} compact={narrow} onSwitching={setSwitchingRole} />
                <UserMenu showName={!narrow} color={navbarFg} />
              </Layout.Header>
              {placement === 'top' && (
                <div
                  style={{
                    marginTop: settings.navbarType === 'floating' ? 8 : 0,
                    background: token.colorBgContainer,
                    borderRadius: settings.navbarType === 'floating' ? token.borderRadiusLG : 0,
                    boxShadow: surfaceShadow,
                    border: surfaceBorder,
                  }}
                >
                  <SideMenu mode="horizontal" />
                </div>
              )}
            </div>
          </div>
        ) : (
          placement === 'top' && (
            <div style={{ ...boxed, background: token.colorBgContainer, boxShadow: surfaceShadow }}>
              <SideMenu mode="horizontal" />
            </div>
          )
        )}

        <Layout.Content style={{ padding: 24, ...boxed }}>
          {switchingRole ? (
            <PageLoading />
          ) : (
            <>
              <PageHeading
                // Without a navbar its buttons lead the heading, in the flow: a floating button covered the breadcrumb.
                tools={
                  settings.navbarType === 'hidden' && (
                    <>
                      {placement === 'drawer' && (
                        <Button
                          type="text"
                          aria-label="Mở menu"
                          icon={<MenuOutlined />}
                          onClick={() => setDrawerOpen(true)}
                        />
                      )}
                      <CustomizerToggle onClick={openCustomizer} />
                    </>
                  )
                }
                end={
                  settings.navbarType === 'hidden' && (
                    <>
                      <BellSlot />
                      <UserMenu showName={false} />
                    </>
                  )
                }
              />
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </>
          )}
        </Layout.Content>

        {settings.footerType !== 'hidden' && (
          <Layout.Footer
            style={{
              ...(settings.footerType === 'sticky'
                ? { position: 'sticky', bottom: 0, zIndex: 10, boxShadow: token.boxShadowTertiary }
                : {}),
              background: settings.footerType === 'sticky' ? token.colorBgContainer : 'transparent',
              padding: '14px 24px',
            }}
          >
            <Flex justify="space-between" wrap gap={8} style={boxed}>
              <Typography.Text type="secondary">
                © {new Date().getFullYear()} {APP_FULL_TITLE} ({APP_TITLE})
              </Typography.Text>
              <Typography.Text type="secondary">Liên đoàn Lao động tỉnh</Typography.Text>
            </Flex>
          </Layout.Footer>
        )}
        <div aria-hidden style={{ height: SCROLL_TOP_CLEARANCE }} />
      </Layout>

      {placement === 'drawer' && (
        <Suspense fallback={null}>
          <MenuDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            rtl={settings.rtl}
            dark={semiDark}
            width={SIDER_WIDTH + 20}
          />
        </Suspense>
      )}

      {customizerUsed && (
        <Suspense fallback={null}>
          <ThemeCustomizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} narrow={narrow} />
        </Suspense>
      )}
      <ScrollToTop rtl={settings.rtl} />
    </Layout>
  );
}

/** Title and breadcrumbs of the current page, from the route table; without a navbar, its buttons around them. */
function PageHeading({ tools, end }: { tools?: ReactNode; end?: ReactNode }) {
  const { pathname } = useLocation();
  const route = findRoute(ROUTES, pathname);
  return (
    <Flex vertical gap={4} style={{ marginBottom: 20 }}>
      <Flex align="center" gap={8}>
        {tools}
        <AppBreadcrumbs />
        {end && (
          <Flex align="center" gap={8} style={{ marginInlineStart: 'auto' }}>
            {end}
          </Flex>
        )}
      </Flex>
      {route && (
        <Typography.Title level={3} style={{ margin: 0 }}>
          {route.title}
        </Typography.Title>
      )}
    </Flex>
  );
}
