import { Progress } from '@mantine/core';

/**
 * The thin bar across the top of the content while a page loads (spec part 1 §2: "as a percent of
 * pages"). Fixed under the top bar and beside the side menu, 3 px high.
 */
export function TopProgress({ value, label = 'Loading' }: { value: number | null; label?: string }) {
  if (value === null) return null;
  return (
    <Progress
      value={Math.max(4, Math.min(100, value))}
      size={3}
      radius={0}
      transitionDuration={300}
      aria-label={label}
      data-testid="top-progress"
      style={{
        position: 'fixed',
        top: 'var(--app-shell-header-offset, 0px)',
        left: 'var(--app-shell-navbar-offset, 0px)',
        right: 0,
        zIndex: 150,
        background: 'transparent',
      }}
    />
  );
}
