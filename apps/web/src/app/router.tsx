import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { APP_ROUTES, homePathFor, type AppRoute } from '@makro/domain/shared';
import { FullScreenSpinner } from '@/app/full-screen-spinner';
import { PublicOnly } from '@/app/guards/public-only';
import { RequirePermission } from '@/app/guards/require-permission';
import { RequireSession } from '@/app/guards/require-session';
import { CHANGE_PASSWORD_PATH } from '@/lib/api-client';
import { MY_ACCOUNT_PATH, setNavigator } from '@/lib/navigation';
import { useSession } from '@/lib/session-store';

// The shell (menu, top bar, theme settings) is only for signed-in users: the login page does not load it.
const ShellLayout = lazy(() => import('@/app/shell/layout').then((m) => ({ default: m.ShellLayout })));
const UnauthorizedPage = lazy(() => import('@/app/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })));
const LoginPage = lazy(() => import('@/features/users/login-page').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() =>
  import('@/features/users/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
// The customer's RMA pages: public, outside the shell, and off the login page's bundle.
const PublicRmaPage = lazy(() => import('@/features/rma/public-rma-page').then((m) => ({ default: m.PublicRmaPage })));
const PublicRmaStatusPage = lazy(() =>
  import('@/features/rma/public-rma-status-page').then((m) => ({ default: m.PublicRmaStatusPage })),
);
// The walk-in tablet's repair intake form: public, outside the shell.
const PublicIntakePage = lazy(() =>
  import('@/features/repairs/public-intake-page').then((m) => ({ default: m.PublicIntakePage })),
);
const ChangePasswordPage = lazy(() =>
  import('@/features/users/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);
const ComingSoonPage = lazy(() =>
  import('@/features/placeholders/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
const NotFoundPage = lazy(() =>
  import('@/features/placeholders/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * A signed-in page by its APP_ROUTES path. The map of every page (each a lazy chunk with its preload list) is
 * itself a chunk, fetched with the first signed-in page: the login page, every visitor's first load, does not
 * carry it.
 */
const PageByPath = lazy(() =>
  import('@/app/pages').then(({ PAGES }) => ({
    default: function PageOf({ path }: { path: string }) {
      const Page = PAGES[path] ?? ComingSoonPage;
      return <Page />;
    },
  })),
);

function fullScreen(node: ReactNode) {
  return <Suspense fallback={<FullScreenSpinner />}>{node}</Suspense>;
}

/** /app: the user's home (/grim for rtgrim, else /dashboard). */
function AppHome() {
  const { user } = useSession();
  return <Navigate to={user ? homePathFor(user.account_type.slug) : '/dashboard'} replace />;
}

/** /unauthorized is inside the shell when signed in, a bare page otherwise. */
function UnauthorizedRoute() {
  const { token } = useSession();
  if (!token) return fullScreen(<UnauthorizedPage />);
  return (
    <RequireSession>
      {fullScreen(
        <ShellLayout>
          <UnauthorizedPage />
        </ShellLayout>,
      )}
    </RequireSession>
  );
}

function pageRoute(route: AppRoute): RouteObject {
  return {
    path: route.path,
    element: (
      <RequirePermission route={route}>
        <PageByPath path={route.path} />
      </RequirePermission>
    ),
  };
}

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <PublicOnly>{fullScreen(<LoginPage />)}</PublicOnly> },
  { path: '/reset-password', element: fullScreen(<ResetPasswordPage />) },
  // Public (spec part 2 §1): customers without an account; signed-in staff may open them too.
  { path: '/rma-request-form', element: fullScreen(<PublicRmaPage />) },
  { path: '/rma-status/:token', element: fullScreen(<PublicRmaStatusPage />) },
  { path: '/public-intake-form', element: fullScreen(<PublicIntakePage />) },
  { path: '/unauthorized', element: <UnauthorizedRoute /> },
  // Outside the shell: a temporary password opens nothing else until it is replaced.
  {
    path: CHANGE_PASSWORD_PATH,
    element: <RequireSession passwordChange>{fullScreen(<ChangePasswordPage />)}</RequireSession>,
  },
  {
    element: <RequireSession>{fullScreen(<ShellLayout />)}</RequireSession>,
    children: [
      { path: '/app', element: <AppHome /> },
      { path: MY_ACCOUNT_PATH, element: <PageByPath path={MY_ACCOUNT_PATH} /> },
      ...APP_ROUTES.map(pageRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  return useRoutes(routes);
}
