import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@/app/full-screen-spinner';
import { useShowInfo } from '@/features/users/session-api';
import { CHANGE_PASSWORD_PATH } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

const FRESH_MS = 5_000;

/**
 * A signed-in user only (else /login). The current user is fetched at start and again on each page,
 * so permission changes take effect on the next show_info; a spinner shows until the first answer.
 * A user whose password is temporary (it came by e-mail) sees the page that replaces it before anything
 * else; that page (`passwordChange`) is for them alone, the others go home.
 */
export function RequireSession({
  children,
  passwordChange = false,
}: {
  children: ReactNode;
  passwordChange?: boolean;
}) {
  const { token, user } = useSession();
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
  const mustChange = user?.must_change_password === true;
  if (mustChange && !passwordChange) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  if (!mustChange && passwordChange) return <Navigate to="/app" replace />;
  // Any other failure than 401 (handled by the API client) keeps the stored session.
  return <>{children}</>;
}
