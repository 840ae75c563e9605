import { useState, type FormEvent } from 'react';
import { Box, Button, Group, LoadingOverlay, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { REPAIR_MESSAGES, type CreatedRepairOrder } from '@makro/domain/repairs';
import { useVinDecode } from '@/features/vin-decoder';
import { useCreateRepairOrder, useRepairTax } from '@/features/repairs/api';
import { CreatedPanel } from '@/features/repairs/created-panel';
import { CustomerStep } from '@/features/repairs/customer-step';
import { OrderStep } from '@/features/repairs/order-step';
import { SummaryStep, type TaxState } from '@/features/repairs/summary-step';
import { useWizardForm, valuesOf } from '@/features/repairs/wizard-form';
import { STEPS, requestBody, stepErrors, type StepIndex } from '@/features/repairs/wizard-model';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/contract-form';
import { toast } from '@/lib/notify';
import { Honeypot } from '@/ui/honeypot';

const NO_TAX: TaxState = { amount: '0.00', percent: '0.00', loading: false };
const newRequestKey = () => crypto.randomUUID();

/** The step a server field error belongs to ('customer.zip' is step 1). */
const stepOfField = (field: string): StepIndex =>
  field.startsWith('customer.') ? 0 : field.startsWith('order.') ? 1 : 2;

export interface RepairWizardProps {
  mode: 'staff' | 'public';
  /** The order exists: staff close the modal, the public page shows its created state. */
  onCreated?: (created: CreatedRepairOrder) => void;
  /** Staff: Close after success. Public: Go back to form (a fresh page). */
  onDone: () => void;
}

/**
 * The three-step repair order (spec part 2 §2 "Create Repair Order modal and public intake form", §4 "Repair
 * wizard"): moving forward needs every earlier step valid, going back is always allowed, reaching the summary asks
 * the shop for the tax again. One request key per wizard: a double click or a retry makes one order.
 */
export function RepairWizard({ mode, onCreated, onDone }: RepairWizardProps) {
  const form = useWizardForm();
  const [step, setStep] = useState<StepIndex>(0);
  const [tax, setTax] = useState<TaxState>(NO_TAX);
  const [created, setCreated] = useState<CreatedRepairOrder | null>(null);
  const [requestKey] = useState(newRequestKey);
  const taxCall = useRepairTax();
  const create = useCreateRepairOrder(mode);
  const values = valuesOf(form);
  const vin = useVinDecode(values.order.vin || null, mode);

  const askTax = () => {
    const { order, customer } = valuesOf(form);
    setTax({ ...NO_TAX, loading: true });
    taxCall.mutate(
      { repair_type: order.repair_type!, subtotal: String(order.subtotal), state: customer.state },
      {
        onSuccess: (answer) => setTax({ amount: answer.tax_amount, percent: answer.tax_percent, loading: false }),
        onError: (error) => {
          setTax(NO_TAX);
          toast('error', error instanceof ApiError && error.status !== 0 ? error.message : REPAIR_MESSAGES.taxFailed);
        },
      },
    );
  };

  /** Forward only through valid steps (the first invalid one is shown with its errors); back always. */
  const goTo = (target: StepIndex) => {
    if (target <= step) return setStep(target);
    for (const earlier of [0, 1] as const) {
      if (earlier >= target) break;
      const errors = stepErrors(earlier, valuesOf(form));
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        setStep(earlier);
        return;
      }
    }
    form.clearErrors();
    setStep(target);
    if (target === 2) askTax();
  };

  const submit = async () => {
    if (form.validate().hasErrors) return;
    try {
      const body = requestBody(valuesOf(form), requestKey, mode);
      const answer = await create.mutateAsync({ repair_order_submission: body } as never);
      setCreated(answer.repair_order);
      onCreated?.(answer.repair_order);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && mode === 'staff') return;
      const fields = serverFieldErrors(error, 'body.repair_order_submission.');
      const first = Object.keys(fields)[0];
      if (first) {
        form.setErrors(fields);
        setStep(stepOfField(first));
      }
      toast('error', error instanceof ApiError && error.status !== 0 ? error.message : REPAIR_MESSAGES.createFailed);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < 2) goTo((step + 1) as StepIndex);
    else void submit();
  };

  if (created) return <CreatedPanel created={created} mode={mode} onClose={onDone} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={mode === 'public' ? 'Repair intake form' : 'Create Repair Order'}>
      <Box pos="relative">
        <LoadingOverlay visible={create.isPending} zIndex={300} overlayProps={{ blur: 1 }} />
        <Tabs value={String(step)} onChange={(value) => goTo(Number(value) as StepIndex)} keepMounted={false}>
          <Tabs.List grow mb="md">
            {STEPS.map((label, index) => (
              <Tabs.Tab key={label} value={String(index)}>
                {index + 1}. {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="0">
            <CustomerStep form={form} mode={mode} />
          </Tabs.Panel>
          <Tabs.Panel value="1">
            <OrderStep form={form} mode={mode} decoded={vin.data?.vin ?? null} decoding={vin.isFetching} />
          </Tabs.Panel>
          <Tabs.Panel value="2">
            <SummaryStep form={form} mode={mode} tax={tax} />
          </Tabs.Panel>
        </Tabs>
        {mode === 'public' && (
          <Honeypot
            id="repair-website"
            value={values.website}
            onChange={(value) => form.setFieldValue('website', value)}
          />
        )}
        <Stack mt="lg">
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              disabled={step === 0}
              onClick={() => goTo((step - 1) as StepIndex)}
            >
              Back
            </Button>
            {step < 2 ? (
              <Button type="submit" rightSection={<IconArrowRight size={16} />}>
                Next
              </Button>
            ) : (
              <Button
                type="submit"
                leftSection={<IconSend size={16} />}
                loading={create.isPending}
                disabled={tax.loading}
              >
                Submit
              </Button>
            )}
          </Group>
        </Stack>
      </Box>
    </form>
  );
}
