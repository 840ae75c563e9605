import { Suspense, useState, type ReactNode } from 'react';
import { AppShell, Box, Center, Drawer, Loader, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useLocation } from 'react-router';
import { ShellFooter } from '@/app/shell/footer';
import { SideMenu, type SideMenuVariant } from '@/app/shell/side-menu';
import { useMenuBadgeCounts, useNotificationStream } from '@/features/notifications';
import { ThemeSettingsDrawer } from '@/app/shell/theme-settings';
import { TopBar } from '@/app/shell/top-bar';
import { UserCard } from '@/app/shell/user-menu';
import { LockScreen } from '@/features/users/lock-screen';
import { ReportProblem } from '@/features/bugs-manager/report-problem';
import { useSession } from '@/lib/session-store';
import { useThemeSettings, type SidebarSize } from '@/lib/theme-settings';

const HEADER_HEIGHT = 64;
const FOOTER_HEIGHT = 44;
const DETACHED_GAP = 12;

const NAVBAR_WIDTH: Record<SidebarSize, number> = {
  default: 260,
  compact: 200,
  condensed: 76,
  'sm-hover': 76,
  full: 260,
  fullscreen: 0,
};

const MENU_VARIANT: Record<SidebarSize, SideMenuVariant> = {
  default: 'full',
  compact: 'compact',
  condensed: 'icons',
  'sm-hover': 'icons',
  full: 'full',
  fullscreen: 'full',
};

function PageFallback() {
  return (
    <Center mih={320}>
      <Loader />
    </Center>
  );
}

/**
 * The layout shell: top bar, permission-filtered side menu, content and footer, shaped by theme settings.
 * The modals manager lives here, not in the app's providers: only signed-in pages open confirm modals, and
 * the login page does not load the shell.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  return (
    <ModalsProvider>
      <Shell>{children}</Shell>
    </ModalsProvider>
  );
}

function Shell({ children }: { children?: ReactNode }) {
  const settings = useThemeSettings();
  const { user, permissions } = useSession();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(false);
  const [settingsOpened, settingsPanel] = useDisclosure(false);
  const [hovered, setHovered] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const badges = useMenuBadgeCounts(user !== null);
  useNotificationStream(user !== null);

  // Navigating closes the overlay menus (mobile, full, fullscreen).
  if (lastPath !== pathname) {
    setLastPath(pathname);
    mobile.close();
    if (settings.sidebarSize === 'fullscreen') desktop.close();
  }

  const size = settings.sidebarSize;
  const detached = settings.layoutMode === 'detached';
  const hasNavbar = size !== 'fullscreen';
  const width = NAVBAR_WIDTH[size] + (detached && hasNavbar ? DETACHED_GAP * 2 : 0);
  const expandedOnHover = size === 'sm-hover' && hovered && !isMobile;
  const variant: SideMenuVariant = isMobile || expandedOnHover ? 'full' : MENU_VARIANT[size];
  const burgerOnDesktop = size === 'full' || size === 'fullscreen';

  const onBurger = () => {
    if (isMobile) mobile.toggle();
    else desktop.toggle();
  };

  const menu = (
    <>
      {settings.sidebarUserInfo && user && (
        <Box className="makro-sidebar-user" data-testid="sidebar-user-info">
          <UserCard user={user} compact={variant === 'icons'} />
        </Box>
      )}
      <SideMenu
        permissions={permissions}
        badges={badges}
        variant={variant}
        onNavigate={isMobile ? mobile.close : undefined}
      />
    </>
  );

  return (
    <Box className="makro-shell" data-layout={settings.layoutMode}>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        footer={{ height: FOOTER_HEIGHT }}
        navbar={
          hasNavbar
            ? {
                width,
                breakpoint: 'sm',
                collapsed: { mobile: !mobileOpened, desktop: size === 'full' && !desktopOpened },
              }
            : undefined
        }
        mode={settings.layoutPosition === 'scrollable' ? 'static' : 'fixed'}
        padding={0}
        withBorder={false}
      >
        <AppShell.Header className="makro-topbar" data-color={settings.topbarColor}>
          <TopBar
            user={user}
            burgerOpened={isMobile ? mobileOpened : desktopOpened}
            onBurger={onBurger}
            onOpenSettings={settingsPanel.open}
            burgerOnDesktop={burgerOnDesktop}
          />
        </AppShell.Header>

        {hasNavbar && (
          <AppShell.Navbar
            className="makro-navbar"
            data-color={settings.menuColor}
            data-size={size}
            data-detached={detached || undefined}
            data-hover-expanded={expandedOnHover || undefined}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
          >
            <ScrollArea className="makro-navbar-card" data-color={settings.menuColor} type="hover" scrollbarSize={6}>
              {menu}
            </ScrollArea>
          </AppShell.Navbar>
        )}

        <AppShell.Main className="makro-main">
          <Box className="makro-content" data-layout={settings.layoutMode}>
            <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
          </Box>
        </AppShell.Main>

        <AppShell.Footer className="makro-footer" data-layout={settings.layoutMode}>
          <ShellFooter />
        </AppShell.Footer>
      </AppShell>

      <Drawer
        opened={!hasNavbar && (mobileOpened || desktopOpened)}
        onClose={() => {
          mobile.close();
          desktop.close();
        }}
        position="left"
        size={280}
        padding={0}
        withCloseButton={false}
        classNames={{ body: 'makro-drawer-menu' }}
      >
        <Box className="makro-navbar-card" data-color={settings.menuColor}>
          {menu}
        </Box>
      </Drawer>

      <ThemeSettingsDrawer opened={settingsOpened} onClose={settingsPanel.close} />
      {user && <LockScreen user={user} />}
      {user && <ReportProblem />}
    </Box>
  );
}
