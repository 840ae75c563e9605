import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

/** A titled card: one section of a details or status page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Title order={5} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
