import { MoneyInput } from '@makro/domain/shared';
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconReceiptRefund } from '@tabler/icons-react';
import {
  DUPLICATE_CHECK_MIN_LENGTH,
  NewRefund,
  REFUND_DEBOUNCE_MS,
  REFUND_MESSAGES,
  REPAIR_TESTED_FINE_AMOUNT,
  RefundQuoteQuery,
  amountProblem,
  rentalOrderNumber,
  type RefundDepartment,
  type RefundReason,
} from '@makro/domain/refunds';
import {
  messageOf,
  useCreateRefund,
  usePendingRequestFor,
  useRefundQuote,
  type RefundQuoteInput,
} from '@/features/refunds/api';
import { DEPARTMENT_OPTIONS, REASON_OPTIONS } from '@/features/refunds/format';
import { OrderSummary } from '@/features/refunds/order-summary';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, serverFieldErrors, useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';

const LABELS = {
  ticket_number: 'Order Number',
  department: 'Department',
  reason: 'Reason',
  refund_amount: 'Refund Amount',
  total_days_rented: 'Days Rented',
  notes: 'Notes',
};

const FIELD = {
  ticket: 'refund_history.ticket_number',
  department: 'refund_history.department',
  reason: 'refund_history.reason',
  amount: 'refund_history.refund_amount',
  days: 'refund_history.total_days_rented',
  notes: 'refund_history.notes',
} as const;

interface FormFields {
  ticket_number: string;
  department: RefundDepartment | undefined;
  reason: RefundReason | undefined;
  refund_amount: string | number;
  total_days_rented: number | undefined;
  notes: string;
}

const emptyFields = (): FormFields => ({
  ticket_number: '',
  department: undefined,
  reason: undefined,
  refund_amount: '',
  total_days_rented: undefined,
  notes: '',
});

/**
 * The contract's body plus the form's own rules (spec part 2 §5): days rented for a rental, whose number starts
 * with REN-, and an amount of at least 1 and at most what the order has left (when it is known).
 */
function formSchema(refundable: string | undefined) {
  return NewRefund.superRefine((value, ctx) => {
    const fields = (value as { refund_history?: Partial<FormFields> }).refund_history ?? {};
    if (fields.reason === 'rental') {
      if (fields.total_days_rented === undefined || fields.total_days_rented === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['refund_history', 'total_days_rented'],
          message: 'total_days_rented is required',
        });
      }
      if (
        typeof fields.ticket_number === 'string' &&
        fields.ticket_number &&
        !rentalOrderNumber(fields.ticket_number)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['refund_history', 'ticket_number'],
          message: REFUND_MESSAGES.rentalPrefix,
        });
      }
    }
    const amount = MoneyInput.safeParse(fields.refund_amount);
    const problem = amount.success ? amountProblem(amount.data, refundable ?? '9999999.99') : null;
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['refund_history', 'refund_amount'], message: `refund_amount ${problem}` });
  });
}

/**
 * The quote's refusal on the field it names, in its whole sentence ('123 does not exist on TIPM', 'Rental Ticket
 * does not exist'): the field's own message leaves out what the field already says.
 */
function quoteFieldErrors(error: Error): Record<string, string> {
  const fields = Object.keys(serverFieldErrors(error, 'query.'));
  return Object.fromEntries(fields.map((field) => [field, error.message]));
}

/** What to ask the quote for, or null while the form does not say enough (or says something invalid). */
function quoteInput(fields: FormFields): RefundQuoteInput | null {
  const { ticket_number, department, reason, total_days_rented } = fields;
  if (!ticket_number || !department || !reason) return null;
  if (reason === 'rental' && (!total_days_rented || !rentalOrderNumber(ticket_number))) return null;
  const query = {
    ticket_number,
    department,
    reason,
    ...(reason === 'rental' ? { total_days_rented } : {}),
  };
  return RefundQuoteQuery.safeParse(query).success ? query : null;
}

function useDuplicateCheck(ticketNumber: string) {
  const [settled] = useDebouncedValue(ticketNumber, REFUND_DEBOUNCE_MS);
  const ready = settled === ticketNumber && ticketNumber.length >= DUPLICATE_CHECK_MIN_LENGTH;
  const check = usePendingRequestFor(ready ? ticketNumber : null);
  return {
    duplicate: ready && (check.data?.total_count ?? 0) > 0,
    failed: ready && check.isError,
  };
}

/**
 * The left card of /refunds: REFUND for users who may refund at once (can_refunds), REQUEST REFUND for the
 * others. The server decides which it is; the form only words it.
 */
export function RefundForm() {
  const { permissions } = useSession();
  const canRefund = permissions.includes('can_refunds');
  const create = useCreateRefund();
  const [fullRefund, setFullRefund] = useState(false);
  /** The ticket the server refused as a duplicate (409), until the number changes. */
  const [refusedTicket, setRefusedTicket] = useState<string | null>(null);

  // The quote is asked for once typing stops (900 ms); the schema needs it (what is left to refund).
  const [fields, setFields] = useState<FormFields>(emptyFields);
  const wanted = quoteInput(fields);
  const wantedKey = JSON.stringify(wanted);
  const [settledKey] = useDebouncedValue(wantedKey, REFUND_DEBOUNCE_MS);
  const settledInput = useMemo(() => JSON.parse(settledKey) as RefundQuoteInput | null, [settledKey]);
  const quote = useRefundQuote(settledInput);
  const quoted = quote.data?.quote;
  const schema = useMemo(() => formSchema(quoted?.refundable), [quoted?.refundable]);

  const form = useContractForm(schema, {
    initialValues: { refund_history: emptyFields() } as never,
    enhanceGetInputProps: errorsInWords(LABELS),
    onValuesChange: (values) => setFields((values as { refund_history: FormFields }).refund_history),
  });
  const isRental = fields.reason === 'rental';
  // A quote shows only while it answers what the form says now.
  const current = settledKey === wantedKey && wanted !== null;
  const quoteNow = current ? quoted : undefined;
  const quoteErrors = current && quote.error ? quoteFieldErrors(quote.error) : {};
  const quoteProblem = current && quote.error && Object.keys(quoteErrors).length === 0 ? messageOf(quote.error) : null;

  const { setFieldValue } = form;
  // The amount follows the quote: the whole refundable amount for a Full Refund, else a rental's refund amount.
  useEffect(() => {
    if (!quoteNow) return;
    if (fullRefund) setFieldValue(FIELD.amount, quoteNow.refundable);
    else if (quoteNow.rental) setFieldValue(FIELD.amount, quoteNow.rental.refund_amount);
  }, [quoteNow, fullRefund, setFieldValue]);

  const { duplicate: pendingDuplicate, failed: checkFailed } = useDuplicateCheck(fields.ticket_number);
  const duplicate = pendingDuplicate || (refusedTicket !== null && refusedTicket === fields.ticket_number);

  const changeTicket = (value: string) => {
    const now = (form.getValues() as { refund_history: FormFields }).refund_history;
    const next = { ...now, ticket_number: value.toUpperCase(), department: undefined, refund_amount: '' };
    form.setValues({ refund_history: next } as never);
    setFullRefund(false);
  };

  const changeReason = (value: string | null) => {
    const reason = (value ?? undefined) as RefundReason | undefined;
    setFieldValue(FIELD.reason, reason as never);
    if (reason === 'repair tested fine') setFieldValue(FIELD.amount, REPAIR_TESTED_FINE_AMOUNT);
    if (reason !== 'rental') setFieldValue(FIELD.days, undefined);
  };

  const reset = () => {
    form.setValues({ refund_history: emptyFields() } as never);
    form.resetDirty();
    form.clearErrors();
    setFullRefund(false);
  };

  const onSubmit = form.onSubmit(async (values) => {
    const refund = values.refund_history;
    const ticket = refund.ticket_number;
    try {
      const answer = await create.mutateAsync({
        refund_history: {
          ...refund,
          total_days_rented: refund.reason === 'rental' ? refund.total_days_rented : undefined,
        },
      });
      toast('success', answer.message);
      reset();
    } catch (error) {
      // A 401 has already logged the user out (API client).
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 409) {
        setRefusedTicket(ticket);
        return;
      }
      markServerErrors(form, error);
      toast('error', messageOf(error), REFUND_MESSAGES.saveFailed);
    }
  });

  const fieldError = (path: string, fallback?: string) => {
    const props = form.getInputProps(path);
    return (props.error as string | undefined) ?? fallback;
  };
  const daysProps = form.getInputProps(FIELD.days);
  const amountProps = form.getInputProps(FIELD.amount);
  const title = canRefund ? 'REFUND' : 'REQUEST REFUND';

  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Title order={4} mb="md">
        {title}
      </Title>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          {duplicate && (
            <Alert color="red" title={REFUND_MESSAGES.duplicateTitle} icon={<IconAlertTriangle size={18} />}>
              {REFUND_MESSAGES.duplicate(fields.ticket_number)}
            </Alert>
          )}
          {checkFailed && !duplicate && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
              {REFUND_MESSAGES.checkFailed}
            </Alert>
          )}
          <TextInput
            label={LABELS.ticket_number}
            placeholder={isRental ? 'REN-…' : 'e.g. 123456'}
            required
            autoComplete="off"
            {...form.getInputProps(FIELD.ticket)}
            error={fieldError(FIELD.ticket, quoteErrors.ticket_number)}
            onChange={(event) => {
              changeTicket(event.currentTarget.value);
              setRefusedTicket(null);
            }}
          />
          <Select
            label={LABELS.department}
            placeholder="Select Department"
            required
            data={DEPARTMENT_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps(FIELD.department)}
            value={fields.department ?? null}
            error={fieldError(FIELD.department, quoteErrors.department)}
          />
          <Select
            label={LABELS.reason}
            placeholder="Select Reason"
            required
            searchable
            data={REASON_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps(FIELD.reason)}
            value={fields.reason ?? null}
            onChange={changeReason}
          />
          {isRental && (
            <NumberInput
              label={LABELS.total_days_rented}
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...daysProps}
              value={fields.total_days_rented ?? ''}
              error={fieldError(FIELD.days, quoteErrors.total_days_rented)}
              onChange={(value) => setFieldValue(FIELD.days, value === '' ? undefined : Number(value))}
            />
          )}
          <OrderSummary quote={quoteNow} loading={current && quote.isFetching} problem={quoteProblem} />
          <NumberInput
            label={LABELS.refund_amount}
            required
            min={1}
            decimalScale={2}
            allowNegative={false}
            prefix="$"
            thousandSeparator=","
            readOnly={fullRefund && quoteNow !== undefined}
            {...amountProps}
            error={fieldError(FIELD.amount, quoteErrors.refund_amount)}
          />
          <Checkbox
            label="Full Refund"
            checked={fullRefund}
            disabled={fields.ticket_number === ''}
            onChange={(event) => setFullRefund(event.currentTarget.checked)}
          />
          <Textarea label={LABELS.notes} required rows={3} {...form.getInputProps(FIELD.notes)} />
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconReceiptRefund size={16} />}
              loading={create.isPending}
              disabled={duplicate || Object.keys(quoteErrors).length > 0}
            >
              {canRefund ? 'Refund' : 'Request Refund'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
