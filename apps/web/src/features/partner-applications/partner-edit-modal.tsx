import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { z } from 'zod';
import { PARTNER_MESSAGES, PartnerEditFields, type Reseller } from '@makro/domain/partner-applications';
import { messageOf, useUpdateReseller } from '@/features/partner-applications/api';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';

const LABELS = {
  firstname: 'First Name',
  lastname: 'Last Name',
  business_name: 'Business Name',
  business_phone: 'Business Phone',
  ein_tax_id: 'Tax ID / EIN / Resale Number',
  business_address: 'Business Address',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  country: 'Country',
};

const EditSchema = z.object({ resellers: PartnerEditFields });

function EditForm({ reseller, onClose }: { reseller: Reseller; onClose: () => void }) {
  const update = useUpdateReseller();
  const form = useContractForm(EditSchema, {
    initialValues: {
      resellers: {
        firstname: reseller.firstname,
        lastname: reseller.lastname,
        business_name: reseller.business_name,
        business_phone: reseller.business_phone ?? '',
        ein_tax_id: reseller.ein_tax_id ?? '',
        business_address: reseller.business_address ?? '',
        city: reseller.city ?? '',
        state: reseller.state ?? '',
        zip: reseller.zip ?? '',
        country: reseller.country ?? '',
      },
    },
    enhanceGetInputProps: errorsInWords(LABELS),
  });

  const onSubmit = form.onSubmit(async ({ resellers }) => {
    try {
      await update.mutateAsync({ id: reseller.id, resellers });
      toast('success', PARTNER_MESSAGES.updated);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      markServerErrors(form, error);
      toast('error', messageOf(error));
    }
  });

  const input = (key: keyof typeof LABELS, required = false) => (
    <TextInput label={LABELS[key]} required={required} {...form.getInputProps(`resellers.${key}`)} />
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit partner application">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('firstname', true)}
          {input('lastname', true)}
        </SimpleGrid>
        {input('business_name', true)}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('business_phone')}
          {input('ein_tax_id')}
        </SimpleGrid>
        {input('business_address')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('city')}
          {input('state')}
          {input('zip', true)}
          {input('country')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Edit application" (approved partners only): the spec's edit fields plus city; ZIP is required. */
export function PartnerEditModal({ reseller, onClose }: { reseller: Reseller | null; onClose: () => void }) {
  return (
    <Modal opened={reseller !== null} onClose={onClose} title="Edit Partner Application" centered size="lg">
      {reseller && <EditForm key={reseller.id} reseller={reseller} onClose={onClose} />}
    </Modal>
  );
}
