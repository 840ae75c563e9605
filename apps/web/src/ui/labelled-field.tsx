import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A read-only field of a details view: a small upper-case label over its value (long values wrap anywhere). */
export function LabelledField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
