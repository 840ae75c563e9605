import { Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { findAppRoute } from '@makro/domain/shared';
import { ComingSoon } from '@/ui/coming-soon';
import { PageHeader } from '@/ui/page-header';

/** Every route that is not built yet shows this page, titled from APP_ROUTES. */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap={0}>
      <PageHeader title={findAppRoute(pathname)?.title ?? 'Coming Soon'} />
      <ComingSoon />
    </Stack>
  );
}
