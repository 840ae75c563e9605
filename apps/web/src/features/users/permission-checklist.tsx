import { Badge, Checkbox, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Permission } from '@makro/domain/shared';
import { PERMISSION_GROUPS, permissionOverride } from '@makro/domain/users';

interface PermissionChecklistProps {
  /** The effective permissions shown (checked). */
  permissions: readonly string[];
  /** The account type's defaults: what differs is marked granted or revoked. */
  defaults: readonly string[];
  /** Without it the list is read-only. */
  onToggle?: (permission: Permission, checked: boolean) => void;
  disabled?: boolean;
}

function OverrideBadge({ kind }: { kind: 'granted' | 'revoked' | null }) {
  if (!kind) return null;
  return (
    <Badge size="xs" variant="light" color={kind === 'granted' ? 'teal' : 'orange'}>
      {kind}
    </Badge>
  );
}

/** A user's permissions grouped like the side menu, with the differences from the defaults marked. */
export function PermissionChecklist({ permissions, defaults, onToggle, disabled }: PermissionChecklistProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
      {PERMISSION_GROUPS.map((group) => (
        <Stack key={group.label} gap={6} role="group" aria-label={group.label}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {group.label}
          </Text>
          {group.permissions.map(({ permission, label }) => {
            const checked = permissions.includes(permission);
            const override = permissionOverride(permission, permissions, defaults);
            return (
              <Group key={permission} gap="xs" wrap="nowrap" data-permission={permission}>
                {onToggle ? (
                  <Checkbox
                    label={label}
                    checked={checked}
                    disabled={disabled}
                    onChange={(event) => onToggle(permission, event.currentTarget.checked)}
                  />
                ) : (
                  <Group gap={8} wrap="nowrap">
                    <ThemeIcon size={18} radius="xl" variant="light" color={checked ? 'teal' : 'gray'}>
                      {checked ? <IconCheck size={12} /> : <IconX size={12} />}
                    </ThemeIcon>
                    <Text size="sm" c={checked ? undefined : 'dimmed'}>
                      {label}
                    </Text>
                  </Group>
                )}
                <OverrideBadge kind={override} />
              </Group>
            );
          })}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
