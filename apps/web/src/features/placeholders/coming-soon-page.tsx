import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { findAppRoute } from '@makro/domain/shared';
import { ComingSoon } from '@/ui/coming-soon';
import { PageHeader } from '@/ui/page-header';

/** Every route that is not built yet shows this page, titled from APP_ROUTES. */
export function ComingSoonPage({ title }: { title?: string }) {
  const { pathname } = useLocation();
  const pageTitle = title ?? findAppRoute(pathname)?.title ?? 'Coming Soon';
  return (
    <Stack gap={0}>
      <PageHeader title={pageTitle} />
      <ComingSoon
        title="Coming Soon"
        text="Our site is currently under construction but we are working hard to bring it to you!"
      />
    </Stack>
  );
}
