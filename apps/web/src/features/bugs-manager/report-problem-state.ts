import { useSyncExternalStore } from 'react';

/** Whether the "Report a problem" form is open: the user menu and the keyboard shortcut open it from any page. */
let opened = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Opens the form (again: each opening starts a fresh form on the current page). */
export function openReportProblem(): void {
  opened = Math.abs(opened) + 1;
  emit();
}

export function closeReportProblem(): void {
  opened = -Math.abs(opened);
  emit();
}

/** 0 or less: closed; otherwise the number of this opening (a key for a fresh form). */
export function useReportProblemOpening(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened,
    () => 0,
  );
}
