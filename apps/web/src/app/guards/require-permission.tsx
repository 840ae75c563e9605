import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canOpen, type AppRoute } from '@makro/domain/shared';
import { useSession } from '@/lib/session-store';

export function forbiddenPath(from: string): string {
  return `/unauthorized?reason=forbidden&from=${encodeURIComponent(from)}`;
}

/** The page opens only with one of the route's permissions, else /unauthorized?reason=forbidden&from=… */
export function RequirePermission({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { permissions } = useSession();
  const { pathname } = useLocation();
  if (!canOpen(route, permissions)) return <Navigate to={forbiddenPath(pathname)} replace />;
  return <>{children}</>;
}
