import { Anchor, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '@makro/domain/shared';

export interface Crumb {
  label: string;
  to?: string;
}

/** Page title with the breadcrumb trail 'Makro > … > title'. */
export function PageHeader({ title, crumbs = [] }: { title: string; crumbs?: Crumb[] }) {
  const trail: Crumb[] = [{ label: APP_NAME, to: '/dashboard' }, ...crumbs, { label: title }];
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="xs">
      <Title order={3} fw={600}>
        {title}
      </Title>
      <Breadcrumbs separator="›" fz="sm">
        {trail.map((crumb, index) =>
          crumb.to && index < trail.length - 1 ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} fz="sm" c="dimmed">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} fz="sm">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Group>
  );
}
