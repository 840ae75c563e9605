import { Grid } from '@mantine/core';
import { UserCreateForm } from '@/features/users/user-create-form';
import { UsersListCard } from '@/features/users/users-list-card';
import { PageHeader } from '@/ui/page-header';

/**
 * The form sits beside the list only where the page is wide enough for the list to show every username and
 * e-mail whole (measured on the page's own width, whatever the side menu takes); otherwise above it.
 */
const BESIDE_FROM = { xs: '0px', sm: '0px', md: '0px', lg: '0px', xl: '1320px' };

/** /users (spec part 1 §2 "User Management"): the breadcrumb keeps the spec's spelling. */
export function UsersPage() {
  return (
    <>
      <PageHeader title="User Manangement" />
      <Grid type="container" breakpoints={BESIDE_FROM} gap="lg">
        <Grid.Col span={{ base: 12, xl: 3 }}>
          <UserCreateForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 9 }} miw={0}>
          <UsersListCard />
        </Grid.Col>
      </Grid>
    </>
  );
}
