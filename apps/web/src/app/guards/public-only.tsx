import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/lib/session-store';

/** The login page: a signed-in user is sent to /app. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (token) return <Navigate to="/app" replace />;
  return <>{children}</>;
}
