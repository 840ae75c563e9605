import { lazy, type ComponentType } from 'react';

/** The pages of user management, by their APP_ROUTES path. */
export const USER_PAGES: Record<string, ComponentType> = {
  '/users': lazy(() => import('@/features/users/users-page').then((m) => ({ default: m.UsersPage }))),
  '/users/:id': lazy(() => import('@/features/users/user-detail-page').then((m) => ({ default: m.UserDetailPage }))),
};

/** The user menu's My Account (MY_ACCOUNT_PATH in lib/navigation). */
export const MyAccountPage = lazy(() =>
  import('@/features/users/my-account-page').then((m) => ({ default: m.MyAccountPage })),
);
