import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { APP_ROUTES, homePathFor, type AppRoute } from '@makro/domain/shared';
import { FullScreenSpinner } from '@/app/full-screen-spinner';
import { PublicOnly } from '@/app/guards/public-only';
import { RequirePermission } from '@/app/guards/require-permission';
import { RequireSession } from '@/app/guards/require-session';
import { DASHBOARD_PAGES } from '@/features/dashboard/routes';
import { STATISTICS_PAGES } from '@/features/statistics/routes';
import { INVENTORY_PAGES } from '@/features/inventory/routes';
import { RECEIVING_PAGES } from '@/features/receiving/routes';
import { GRIM_PAGES } from '@/features/grim/routes';
import { PACKING_SHIPPING_PAGES } from '@/features/packing-shipping/routes';
import { REFUND_PAGES } from '@/features/refunds/routes';
import { REPAIR_PAGES } from '@/features/repairs/routes';
import { RMA_PAGES } from '@/features/rma/routes';
import { TICKET_PAGES } from '@/features/tickets/routes';
import { MY_ACCOUNT_PATH, MyAccountPage, USER_PAGES } from '@/features/users/routes';
import { VIN_DECODER_PAGES } from '@/features/vin-decoder/routes';
import { MODULE_REQUEST_PAGES } from '@/features/module-requests/routes';
import { PARTNER_APPLICATION_PAGES } from '@/features/partner-applications/routes';
import { ORDER_REPORT_PAGES } from '@/features/order-reports/routes';
import { SITEWIDE_SALE_PAGES } from '@/features/sitewide-sale/routes';
import { BUGS_MANAGER_PAGES } from '@/features/bugs-manager/routes';
import { VEHICLE_MODEL_INFO_PAGES } from '@/features/vehicle-model-info/routes';
import { HARDWARE_INFO_PAGES } from '@/features/hardware-info/routes';
import { CUSTOMER_INQUIRY_PAGES } from '@/features/customer-inquiries/routes';
import { CHANGE_PASSWORD_PATH } from '@/lib/api-client';
import { setNavigator } from '@/lib/navigation';
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

/** Pages that exist; every other route of APP_ROUTES shows the coming-soon placeholder. */
const PAGES: Partial<Record<AppRoute['path'], ComponentType>> = {
  ...DASHBOARD_PAGES,
  ...STATISTICS_PAGES,
  ...USER_PAGES,
  ...INVENTORY_PAGES,
  ...TICKET_PAGES,
  ...REFUND_PAGES,
  // After TICKET_PAGES: /rma-tickets is the RMA area's page; /rma-tickets/:ticketNumber stays the ticket page.
  ...RMA_PAGES,
  ...REPAIR_PAGES,
  ...VIN_DECODER_PAGES,
  ...RECEIVING_PAGES,
  ...GRIM_PAGES,
  ...PACKING_SHIPPING_PAGES,
  ...MODULE_REQUEST_PAGES,
  ...PARTNER_APPLICATION_PAGES,
  ...ORDER_REPORT_PAGES,
  ...SITEWIDE_SALE_PAGES,
  ...BUGS_MANAGER_PAGES,
  ...VEHICLE_MODEL_INFO_PAGES,
  ...HARDWARE_INFO_PAGES,
  ...CUSTOMER_INQUIRY_PAGES,
};

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
  const Page = PAGES[route.path] ?? ComingSoonPage;
  return {
    path: route.path,
    element: (
      <RequirePermission route={route}>
        <Page />
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
      { path: MY_ACCOUNT_PATH, element: <MyAccountPage /> },
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
