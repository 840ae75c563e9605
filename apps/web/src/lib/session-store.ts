import { useSyncExternalStore } from 'react';
import { UserInfo } from '@makro/domain/users';

/** What a signed-in browser keeps (spec part 1 §4 "Session"): token, permissions and user info. */
export interface Session {
  token: string | null;
  user: UserInfo | null;
  permissions: readonly string[];
}

export const STORAGE_KEYS = { token: 'token', permissions: 'permissions', user: 'user_info' } as const;

const EMPTY: Session = { token: null, user: null, permissions: [] };

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function load(): Session {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (!token) return EMPTY;
  const user = UserInfo.safeParse(readJson(STORAGE_KEYS.user));
  const permissions = readJson(STORAGE_KEYS.permissions);
  return {
    token,
    user: user.success ? user.data : null,
    permissions: Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === 'string') : [],
  };
}

let current: Session = load();
const listeners = new Set<() => void>();

function emit(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

/** Re-reads localStorage (tests, or another tab). */
export function reloadSession(): void {
  emit(load());
}

export function startSession(token: string, user: UserInfo): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  updateUser(user, token);
}

/** A fresher copy of the user (show_info): permissions take effect at once. */
export function updateUser(user: UserInfo, token: string | null = current.token): void {
  if (!token) return;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify(user.permissions));
  emit({ token, user, permissions: user.permissions });
}

const preservedKeys: string[] = [];

/** Keys that belong to the browser rather than the session (theme settings) survive a logout. */
export function preserveOnLogout(key: string): void {
  if (!preservedKeys.includes(key)) preservedKeys.push(key);
}

/** Logging out or an invalid token clears local storage and state (spec part 1 §4). */
export function clearSession(): void {
  const kept = preservedKeys.flatMap((key) => {
    const value = localStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
  emit(EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
