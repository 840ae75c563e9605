import { Group, Text } from '@mantine/core';
import { PRIMARY_COLOR } from '@makro/domain/shared';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0a6366" />
      <path
        d="M7 24V8l9 9 9-9v16"
        fill="none"
        stroke={PRIMARY_COLOR}
        strokeWidth="3.2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The "MAKRO" word mark in the primary colour. */
export function Logo({ size = 32, withText = true }: { size?: number; withText?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="MAKRO">
      <LogoMark size={size} />
      {withText && (
        <Text
          component="span"
          fw={800}
          fz={size * 0.7}
          lh={1}
          style={{ color: PRIMARY_COLOR, letterSpacing: '0.12em' }}
          aria-hidden="true"
        >
          MAKRO
        </Text>
      )}
    </Group>
  );
}
