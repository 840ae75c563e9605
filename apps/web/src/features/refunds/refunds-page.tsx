import { Grid } from '@mantine/core';
import { RefundForm } from '@/features/refunds/refund-form';
import { RefundLists } from '@/features/refunds/refund-lists';
import { PageHeader } from '@/ui/page-header';

/** The form sits beside the lists where the page is wide enough for the table; otherwise above it. */
const BESIDE_FROM = { xs: '0px', sm: '0px', md: '0px', lg: '0px', xl: '1320px' };

/** /refunds (spec part 2 §2 "Refunds"): the refund or request form, and the requests and refunds. */
export function RefundsPage() {
  return (
    <>
      <PageHeader title="Refunds" crumbs={[{ label: 'Transactions & Processing' }]} />
      <Grid type="container" breakpoints={BESIDE_FROM} gap="lg">
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <RefundForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 8 }} miw={0}>
          <RefundLists />
        </Grid.Col>
      </Grid>
    </>
  );
}
