import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';

export interface RowActionProps {
  /** The button's accessible name, and its tooltip unless `hint` is given. */
  label: string;
  color?: string;
  disabled?: boolean;
  /** A tooltip other than the label (e.g. why the action is not available). */
  hint?: string;
  onClick: () => void;
  /** The icon. */
  children: ReactNode;
}

/** A table row's icon button, named by its label and explained by a tooltip. */
export function RowAction({ label, color, disabled, hint, onClick, children }: RowActionProps) {
  return (
    <Tooltip label={hint ?? label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
