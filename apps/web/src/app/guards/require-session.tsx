import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/app/full-screen-spinner';
import { useShowInfo } from '@/features/users/session-api';
import { useSession } from '@/lib/session-store';

const FRESH_MS = 5_000;

/**
 * A signed-in user only (else /login). The current user is fetched at start and again on each page,
 * so permission changes take effect on the next show_info; a spinner shows until the first answer.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { pathname } = useLocation();
  const showInfo = useShowInfo(token);
  const { refetch, dataUpdatedAt } = showInfo;
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    // A redirect chain (/login → /app → /dashboard) right after a fetch does not fetch again.
    if (token && Date.now() - dataUpdatedAt > FRESH_MS) void refetch();
  }, [pathname, token, refetch, dataUpdatedAt]);

  if (!token) return <Navigate to="/login" replace />;
  if (showInfo.isPending) return <FullScreenSpinner />;
  // Any other failure than 401 (handled by the API client) keeps the stored session.
  return <>{children}</>;
}
