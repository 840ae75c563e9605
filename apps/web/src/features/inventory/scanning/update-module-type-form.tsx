import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Grid, Loader, Select, Stack, Text, TextInput, Timeline, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MODULE_TYPES, listInventories, updateModuleType } from '@makro/domain/inventory';
import {
  saveModuleType,
  useShopUpdate,
  type ModuleTypeRequest,
  type ModuleTypeUpdate,
  type ShopUpdate,
} from '@/features/inventory/scanning/api';
import { queryKeyFor } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/notify';

type StepState = 'running' | 'done' | 'retrying' | 'failed';
interface Step {
  key: string;
  title: string;
  state: StepState;
  detail?: string;
}

const BULLET: Record<StepState, { color: string; node: ReactNode }> = {
  running: { color: 'makro', node: <Loader size={14} color="white" aria-label="In progress" /> },
  retrying: { color: 'orange', node: <Loader size={14} color="white" aria-label="Retrying" /> },
  done: { color: 'teal', node: <IconCheck size={14} aria-label="Done" /> },
  failed: { color: 'red', node: <IconX size={14} aria-label="Failed" /> },
};

/** The steps so far, oldest first: local save, then the web shop's tag. */
function stepsOf(
  submitted: ModuleTypeRequest,
  save: { pending: boolean; error: Error | null; result: ModuleTypeUpdate | undefined },
  shop: ShopUpdate | undefined,
): Step[] {
  const steps: Step[] = [
    {
      key: 'saving',
      title: `Saving module type for ${submitted.part_number}`,
      state: save.pending ? 'running' : save.error ? 'failed' : 'done',
      detail: save.error?.message,
    },
  ];
  const result = save.result;
  if (!result || save.pending) return steps;
  const tag = `TYPE-${result.module_type}`;
  steps.push({ key: 'saved', title: `Saved; ${result.items_updated} items updated`, state: 'done' });
  const status = shop?.status ?? 'pending';
  steps.push({
    key: 'shop',
    title: `Updating web shop tag ${tag}`,
    state: status === 'sent' ? 'done' : status === 'failed' ? 'failed' : 'running',
  });
  if (shop?.last_error && (status === 'pending' || status === 'sending'))
    steps.push({
      key: 'retry',
      title: `Web shop did not answer: ${shop.last_error}; retrying`,
      state: 'retrying',
      detail: `Attempt ${shop.attempts}. The module type is saved in Makro.`,
    });
  if (status === 'sent') steps.push({ key: 'sent', title: 'Web shop tag updated', state: 'done' });
  if (status === 'failed')
    steps.push({
      key: 'failed',
      title: `Web shop tag not updated: ${shop?.last_error ?? 'no answer'}`,
      state: 'failed',
      detail: `Gave up after ${shop?.attempts ?? 0} attempts. The module type is saved in Makro; save again to retry.`,
    });
  return steps;
}

/** Update Module Type (spec part 1 §2, §4): part number, module type, Save Changes, then the progress timeline. */
export function UpdateModuleTypeForm() {
  const form = useContractForm(updateModuleType.body, { initialValues: { part_number: '', module_type: '' } });
  const [submitted, setSubmitted] = useState<ModuleTypeRequest | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveModuleType,
    onSuccess: (result) => {
      toast('success', `${result.part_number} successfully added to updated to ${result.module_type}`);
      // Every item of the part now shows the new type.
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(listInventories) });
    },
    onError: (error) => {
      markServerErrors(form, error);
      toast('error', error.message);
    },
  });
  const shop = useShopUpdate(save.data?.shop_update.id ?? null);

  const onSubmit = form.onSubmit((input) => {
    setSubmitted(input);
    save.mutate(input);
  });

  const steps = submitted
    ? stepsOf(
        submitted,
        { pending: save.isPending, error: save.error, result: save.data },
        shop.data ?? save.data?.shop_update,
      ).reverse()
    : [];
  const finalFailure = steps.find((step) => step.key === 'failed');

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="lg" component="form" onSubmit={onSubmit} aria-label="Update Module Type">
          <Stack>
            <Title order={5}>Update Module Type</Title>
            <TextInput label="Part Number" placeholder="e.g. 68099135AC" {...form.getInputProps('part_number')} />
            <Select
              label="Module Type"
              placeholder="Choose a module type"
              data={[...MODULE_TYPES]}
              searchable
              {...form.getInputProps('module_type')}
              value={form.values.module_type || null}
              onChange={(type) => form.setFieldValue('module_type', type ?? '')}
            />
            <Button type="submit" loading={save.isPending}>
              Save Changes
            </Button>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg" h="100%">
          <Title order={5} mb="md">
            Progress
          </Title>
          {steps.length === 0 ? (
            <Text c="dimmed" size="sm">
              Saving shows each step here: the module type in Makro, then the web shop&apos;s tag.
            </Text>
          ) : (
            <Timeline bulletSize={24} lineWidth={2} active={steps.length} data-testid="module-type-progress">
              {steps.map((step) => (
                <Timeline.Item
                  key={step.key}
                  bullet={BULLET[step.state].node}
                  color={BULLET[step.state].color}
                  data-state={step.state}
                  title={
                    <Text fw={600} size="sm">
                      {step.title}
                    </Text>
                  }
                >
                  {step.detail && (
                    <Text size="xs" c={step.state === 'failed' ? 'red' : 'dimmed'}>
                      {step.detail}
                    </Text>
                  )}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
          {finalFailure && (
            <Alert
              mt="md"
              color="red"
              variant="light"
              icon={<IconAlertTriangle />}
              title="The web shop was not updated"
            >
              The module type is saved in Makro, but the web shop still has the old tag. Save again to retry.
            </Alert>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
