import { useSyncExternalStore } from 'react';

/**
 * Whether this browser's screen is locked. Kept in localStorage so a reload stays locked (a lock a reload
 * undid would protect nothing), and cleared with everything else on logout.
 */
const LOCKED_KEY = 'makro.locked';
const listeners = new Set<() => void>();

const readLocked = () => localStorage.getItem(LOCKED_KEY) === 'true';

function emit() {
  for (const listener of listeners) listener();
}

export function lockScreen(): void {
  localStorage.setItem(LOCKED_KEY, 'true');
  emit();
}

export function unlockScreen(): void {
  localStorage.removeItem(LOCKED_KEY);
  emit();
}

export function useScreenLocked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      // Another tab locking or unlocking counts too.
      const onStorage = (event: StorageEvent) => event.key === LOCKED_KEY && listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    readLocked,
    () => false,
  );
}
