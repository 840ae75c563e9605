import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { REPAIR_MESSAGES } from '@makro/domain/repairs';
import { useRepairStates } from '@/features/repairs/api';
import type { WizardForm } from '@/features/repairs/wizard-form';
import { LABELS, type WizardValues } from '@/features/repairs/wizard-model';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/notify';

/** Step 1, Customer Info (spec part 2 §2): who the repair is for and where they are billed. */
export function CustomerStep({ form, mode }: { form: WizardForm; mode: 'staff' | 'public' }) {
  const states = useRepairStates();
  useEffect(() => {
    if (states.isError)
      toast('error', states.error instanceof ApiError ? states.error.message : REPAIR_MESSAGES.statesFailed);
  }, [states.isError, states.error]);
  const personal = mode === 'public';
  const field = (name: keyof WizardValues['customer']) => ({
    id: `repair-${name}`,
    ...form.getInputProps(`customer.${name}`),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label={LABELS.first_name}
        required
        autoComplete={personal ? 'given-name' : 'off'}
        {...field('first_name')}
      />
      <TextInput
        label={LABELS.last_name}
        required
        autoComplete={personal ? 'family-name' : 'off'}
        {...field('last_name')}
      />
      <TextInput
        label={LABELS.email}
        required
        type="email"
        autoComplete={personal ? 'email' : 'off'}
        {...field('email')}
      />
      <TextInput label={LABELS.phone} required type="tel" autoComplete={personal ? 'tel' : 'off'} {...field('phone')} />
      <TextInput
        label={LABELS.address}
        required
        autoComplete={personal ? 'street-address' : 'off'}
        {...field('address')}
      />
      <TextInput
        label={LABELS.business_name}
        description="Optional"
        autoComplete={personal ? 'organization' : 'off'}
        {...field('business_name')}
      />
      <TextInput label={LABELS.city} required autoComplete={personal ? 'address-level2' : 'off'} {...field('city')} />
      <Select
        label={LABELS.state}
        required
        searchable
        selectFirstOptionOnChange
        allowDeselect={false}
        data={(states.data?.states ?? []).map((state) => ({ value: state.code, label: state.name }))}
        placeholder={states.isPending ? 'Loading states…' : 'Choose a state'}
        nothingFoundMessage="No such state"
        {...field('state')}
      />
      {/* Digits, kept as text: a number input would drop the leading zero of ZIP codes like 02134. */}
      <TextInput
        label={LABELS.zip}
        required
        inputMode="numeric"
        maxLength={10}
        autoComplete={personal ? 'postal-code' : 'off'}
        {...field('zip')}
        onChange={(event) => form.setFieldValue('customer.zip', event.currentTarget.value.replace(/\D/g, ''))}
      />
      <TextInput label={LABELS.country} value="United States (US)" disabled readOnly />
    </SimpleGrid>
  );
}
