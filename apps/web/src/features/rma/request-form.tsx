import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconExternalLink, IconSend } from '@tabler/icons-react';
import {
  RMA_ISSUE_CATEGORIES,
  RMA_MESSAGES,
  RMA_TYPES,
  VIN_LENGTH,
  rmaFieldsFor,
  type RmaTypeSlug,
} from '@makro/domain/rma';
import { useCreateStaffRmaRequest, useSubmitRmaRequest, type RmaSubmitted } from '@/features/rma/public-rma-api';
import {
  RMA_FORM_LABELS as LABELS,
  emptyValues,
  fieldsOf,
  formSchema,
  requestBody,
  useOrderCheck,
  usePartLookup,
  type FormOutput,
  type FormValues,
} from '@/features/rma/request-form-model';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';
import { Honeypot } from '@/ui/honeypot';

const TYPE_OPTIONS = RMA_TYPES.map((type) => ({ value: type.slug, label: type.label }));
const ISSUE_OPTIONS = [...RMA_ISSUE_CATEGORIES];
const labelOf = (field: string) => (LABELS as Record<string, string>)[field] ?? field;

function SuccessPanel({ result, onAgain }: { result: RmaSubmitted; onAgain: () => void }) {
  const { rma_number, status_url } = result.rma_submission;
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={28} color="var(--mantine-color-teal-6)" aria-hidden="true" />
        <Title order={2}>Success!</Title>
      </Group>
      <Text>{RMA_MESSAGES.submitted}</Text>
      <Text>
        Your RMA number is{' '}
        <Text span fw={700} ff="monospace">
          {rma_number}
        </Text>
      </Text>
      <Text fz="sm" c="dimmed">
        We have e-mailed you a confirmation with a link to follow your request.
      </Text>
      <Group gap="sm">
        <Button component="a" href={status_url} rightSection={<IconExternalLink size={16} />}>
          Follow your request
        </Button>
        <Button variant="default" onClick={onAgain}>
          Submit another request
        </Button>
      </Group>
    </Stack>
  );
}

export interface RmaRequestFormProps {
  mode: 'public' | 'staff';
  /** The request was made: its id, RMA number and status link, and the server's sentence. */
  onSubmitted?: (result: RmaSubmitted) => void;
  /** Staff mode: a Cancel button next to submit. */
  onCancel?: () => void;
}

/**
 * The RMA request (spec part 2 §2 "Public RMA Request Form", §5): the customer's own on the public portal, or one
 * staff enter for a customer on the phone. The order is checked as it is typed; the server checks it again on
 * submit, so the browser's verification only decides when Submit may be pressed.
 */
export function RmaRequestForm({ mode, onSubmitted, onCancel }: RmaRequestFormProps) {
  const submitPublic = useSubmitRmaRequest();
  const submitStaff = useCreateStaffRmaRequest();
  const submitting = mode === 'public' ? submitPublic.isPending : submitStaff.isPending;
  const [chosenType, setChosenType] = useState<RmaTypeSlug | null>(null);
  const schema = useMemo(() => formSchema(chosenType), [chosenType]);
  const form = useContractForm(schema, {
    initialValues: emptyValues() as never,
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const values = form.values as unknown as FormValues;
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const [submitted, setSubmitted] = useState<RmaSubmitted | null>(null);

  const check = useOrderCheck(values.original_order_number, values.customer_email);
  const { verified } = check;
  const forcedType = verified?.forced_type ?? null;
  const type = values.rma_type;
  const shown = fieldsOf(type);
  const isExchange = type === 'rma_exchange';
  const part = usePartLookup(isExchange ? values.correct_order_partnumber_sku : '', verified?.site ?? null);

  const { setFieldValue, setValues } = form;
  /** A new type empties the fields it does not show, so nothing hidden is validated or sent. */
  const changeType = (next: RmaTypeSlug | null) => {
    const fields = fieldsOf(next);
    const changes: Partial<FormValues> = { rma_type: next };
    if (!fields.replacement) changes.correct_order_partnumber_sku = '';
    if (!fields.issues) Object.assign(changes, { original_issues: [], original_issues_desc: '', new_issues: [] });
    if (!fields.issues) changes.new_issues_desc = '';
    if (!fields.vin) changes.vin = '';
    setValues(changes as never);
    setChosenType(next);
    form.clearFieldError('rma_type');
  };

  // The verified order's answer: a toast once, and REP- orders become repairs.
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!verified || toasted.current === check.key) return;
    toasted.current = check.key;
    toast('success', verified.message);
  }, [verified, check.key]);
  useEffect(() => {
    if (forcedType && type !== forcedType) {
      const fields = rmaFieldsFor(forcedType);
      const changes: Partial<FormValues> = { rma_type: forcedType };
      if (!fields.replacement) changes.correct_order_partnumber_sku = '';
      setValues(changes as never);
      setChosenType(forcedType);
    }
  }, [forcedType, type, setValues]);

  const upper = (path: keyof FormValues) => (event: ChangeEvent<HTMLInputElement>) =>
    setFieldValue(path, event.currentTarget.value.toUpperCase() as never);

  const fieldError = (path: keyof FormValues, fallback?: string | null) =>
    (form.getInputProps(path).error as string | undefined) ?? fallback ?? undefined;

  const reset = () => {
    form.setValues(emptyValues() as never);
    form.resetDirty();
    form.clearErrors();
    setChosenType(null);
    setFailure(null);
    setSubmitted(null);
  };

  const onSubmit = form.onSubmit(async (output) => {
    const request = requestBody(output as FormOutput, mode);
    setFailure(null);
    try {
      const result =
        mode === 'public'
          ? await submitPublic.mutateAsync({ rma_submission: request })
          : await submitStaff.mutateAsync({ rma_submission: request });
      if (mode === 'public') setSubmitted(result);
      else reset();
      onSubmitted?.(result);
    } catch (error) {
      // A staff session that ended has already gone back to the login page (API client).
      if (error instanceof ApiError && error.status === 401 && mode === 'staff') return;
      const named = serverFieldErrors(error, 'body.rma_submission.');
      const fields = Object.keys(named);
      // A refused check (422, 409) says its whole sentence; a bad field (400) says what is wrong with it.
      const whole = error instanceof ApiError && (error.status === 422 || error.status === 409);
      const errors = Object.fromEntries(
        fields.map((field) => [field, whole ? (error as Error).message : `${labelOf(field)} ${named[field]}`]),
      );
      form.setErrors(errors);
      if (fields.includes('original_order_number') || fields.includes('customer_email')) check.recheck();
      const rateLimited = error instanceof ApiError && error.status === 429;
      const detail = whole ? (error as Error).message : fields.length ? Object.values(errors).join(' ') : null;
      setFailure({ detail: rateLimited ? (error as Error).message : detail });
    }
  });

  if (submitted) return <SuccessPanel result={submitted} onAgain={reset} />;

  const typeLocked = forcedType !== null;
  const orderStatus = check.waiting ? (
    <Loader size="xs" aria-label="Checking the order" />
  ) : verified ? (
    <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden="true" />
  ) : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={mode === 'public' ? 'RMA request' : 'Create RMA Ticket'}>
      <Stack gap="md" pos="relative">
        {failure && (
          <Alert
            color="red"
            variant="light"
            title="Error!"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            withCloseButton
            onClose={() => setFailure(null)}
          >
            <Text fz="sm">{RMA_MESSAGES.submitFailed}</Text>
            {failure.detail && (
              <Text fz="sm" mt={4} fw={600}>
                {failure.detail}
              </Text>
            )}
          </Alert>
        )}
        <Select
          label={LABELS.rma_type}
          placeholder="Select the type of request"
          required
          data={TYPE_OPTIONS}
          allowDeselect={false}
          readOnly={typeLocked}
          description={typeLocked ? 'Repair orders (REP-) can only be returned for repair.' : undefined}
          {...form.getInputProps('rma_type')}
          value={type}
          onChange={(value) => changeType(value as RmaTypeSlug | null)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={LABELS.original_order_number}
            placeholder="e.g. 123456"
            required
            autoComplete="off"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            rightSection={orderStatus}
            {...form.getInputProps('original_order_number')}
            onChange={upper('original_order_number')}
            error={fieldError('original_order_number', check.fieldErrors.original_order_number)}
            description={
              verified ? (
                <Text span fz="xs" c="teal.7" fw={600}>
                  {verified.message}
                </Text>
              ) : check.emailMissing ? (
                'The order is checked once its e-mail address is entered.'
              ) : undefined
            }
          />
          <TextInput
            label={LABELS.customer_email}
            placeholder="The e-mail address of the order"
            type="email"
            required
            autoComplete={mode === 'public' ? 'email' : 'off'}
            {...form.getInputProps('customer_email')}
            error={fieldError('customer_email', check.fieldErrors.customer_email)}
          />
        </SimpleGrid>
        {check.problem && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {check.problem}
          </Alert>
        )}
        {shown.replacement && (
          <Stack gap={6}>
            <TextInput
              label={LABELS.correct_order_partnumber_sku}
              placeholder="The part number you need instead"
              required
              autoComplete="off"
              rightSection={part.loading ? <Loader size="xs" aria-label="Looking up the part" /> : null}
              description={verified ? undefined : 'The part is looked up once the order is verified.'}
              {...form.getInputProps('correct_order_partnumber_sku')}
              onChange={upper('correct_order_partnumber_sku')}
              error={fieldError('correct_order_partnumber_sku', part.error)}
            />
            {part.product && (
              <Paper withBorder radius="md" p="sm" role="region" aria-label="Replacement product">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text fz="sm" fw={600}>
                    {part.product.title}
                  </Text>
                  <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    ${part.product.price}
                  </Text>
                </Group>
              </Paper>
            )}
          </Stack>
        )}
        {shown.issues && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs">
              <MultiSelect
                label={LABELS.original_issues}
                placeholder="What went wrong before"
                required
                data={ISSUE_OPTIONS}
                clearable
                {...form.getInputProps('original_issues')}
              />
              <Textarea
                label={LABELS.original_issues_desc}
                placeholder="Anything we should know"
                rows={2}
                resize="vertical"
                {...form.getInputProps('original_issues_desc')}
              />
            </Stack>
            <Stack gap="xs">
              <MultiSelect
                label={LABELS.new_issues}
                placeholder="What is wrong now"
                required
                data={ISSUE_OPTIONS}
                clearable
                {...form.getInputProps('new_issues')}
              />
              <Textarea
                label={LABELS.new_issues_desc}
                placeholder="Anything we should know"
                rows={2}
                resize="vertical"
                {...form.getInputProps('new_issues_desc')}
              />
            </Stack>
          </SimpleGrid>
        )}
        {shown.vin && (
          <TextInput
            label={LABELS.vin}
            required
            placeholder="The 17 characters of the vehicle identification number"
            autoComplete="off"
            maxLength={VIN_LENGTH}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={`${values.vin.length}/${VIN_LENGTH}`}
            styles={{ description: { textAlign: 'right' } }}
            {...form.getInputProps('vin')}
            onChange={upper('vin')}
          />
        )}
        {mode === 'public' && (
          <Honeypot
            id="rma-website"
            value={values.website}
            onChange={(value) => setFieldValue('website', value as never)}
          />
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={submitting}
            disabled={!verified}
            fullWidth={mode === 'public'}
            size={mode === 'public' ? 'md' : 'sm'}
          >
            {isExchange ? 'Submit Exchange Request' : 'Submit RMA Request'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
