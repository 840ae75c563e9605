import { Box, Grid } from '@mantine/core';
import { UserCreateForm } from '@/features/users/user-create-form';
import { UsersListCard } from '@/features/users/users-list-card';
import { PageHeader } from '@/ui/page-header';

/** /users (spec part 1 §2 "User Management"): the breadcrumb keeps the spec's spelling. */
export function UsersPage() {
  return (
    <>
      <PageHeader title="User Manangement" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 'content' }}>
          <Box w={{ base: '100%', xl: 320 }}>
            <UserCreateForm />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 'auto' }} miw={0}>
          <UsersListCard />
        </Grid.Col>
      </Grid>
    </>
  );
}
