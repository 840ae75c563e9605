import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconClock, IconLinkOff, IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { RmaStatusPage, rmaTypeOf, showRmaStatus } from '@makro/domain/rma';
import { PublicRmaFrame } from '@/features/rma/public-rma-frame';
import { useRmaStatus } from '@/features/rma/public-rma-api';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';

type RmaStatus = z.infer<typeof RmaStatusPage>;

export const STATUS_LINK_INVALID = 'This status link is not valid';
export const STATUS_LOAD_FAILED = 'We could not load the status of your request. Please try again later.';

type StepState = 'done' | 'current' | 'todo' | 'failed';
interface Step {
  title: string;
  state: StepState;
  detail?: ReactNode;
}

const STATE_COLORS: Record<RmaStatus['state'], string> = {
  received: 'blue',
  approved: 'teal',
  waiting_for_payment: 'orange',
  rejected: 'red',
  shipped: 'teal',
};

/** The request's way so far: received → approved → replacement shipped, or rejected, or waiting for payment. */
export function statusSteps(rma: RmaStatus): Step[] {
  const received: Step = { title: 'Request received', state: 'done', detail: formatDate(rma.requested_at) };
  const shippedTodo: Step = { title: 'Replacement shipped', state: 'todo' };
  const approvedOn = rma.approved_at ? formatDate(rma.approved_at) : undefined;
  switch (rma.state) {
    case 'received':
      return [received, { title: 'Approved', state: 'current', detail: 'We are reviewing your request.' }, shippedTodo];
    case 'waiting_for_payment':
      return [
        received,
        {
          title: 'Waiting for payment',
          state: 'current',
          detail: 'Your request is approved; we ship the replacement once the payment is received.',
        },
        shippedTodo,
      ];
    case 'approved':
      return [
        received,
        { title: 'Approved', state: 'done', detail: approvedOn },
        { title: 'Replacement shipped', state: 'current', detail: 'We are preparing your replacement.' },
      ];
    case 'shipped':
      return [
        received,
        { title: 'Approved', state: 'done', detail: approvedOn },
        {
          title: 'Replacement shipped',
          state: 'done',
          detail: rma.tracking_number ? `Tracking number ${rma.tracking_number}` : undefined,
        },
      ];
    case 'rejected':
      return [
        received,
        { title: 'Rejected', state: 'failed', detail: rma.rejection_reason ?? 'Your request was not approved.' },
      ];
  }
}

const BULLETS: Record<StepState, ReactNode> = {
  done: <IconCheck size={14} aria-hidden="true" />,
  current: <IconClock size={14} aria-hidden="true" />,
  failed: <IconX size={14} aria-hidden="true" />,
  todo: null,
};
const SAYS: Record<StepState, string> = { done: 'done', current: 'current step', failed: 'stopped', todo: 'to come' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function StatusView({ rma }: { rma: RmaStatus }) {
  const steps = statusSteps(rma);
  const active = steps.reduce((last, step, index) => (step.state === 'todo' ? last : index), 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Fact label="RMA Number">{rma.rma_number}</Fact>
        <Fact label="Type">{rmaTypeOf(rma.rma_type)?.label ?? rma.rma_type}</Fact>
        <Fact label="Requested">{formatDate(rma.requested_at)}</Fact>
        <div>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            Status
          </Text>
          <Badge color={STATE_COLORS[rma.state]} variant="light" size="lg" mt={2}>
            {rma.state_text}
          </Badge>
        </div>
        {rma.replacement_order_number && <Fact label="Replacement Order">{rma.replacement_order_number}</Fact>}
        {rma.tracking_number && <Fact label="Tracking Number">{rma.tracking_number}</Fact>}
      </SimpleGrid>
      <section aria-labelledby="rma-progress">
        <Title order={2} fz="lg" id="rma-progress" mb="sm">
          Progress
        </Title>
        <Timeline active={active} bulletSize={24} lineWidth={2} role="list">
          {steps.map((step) => (
            <Timeline.Item
              key={step.title}
              role="listitem"
              aria-current={step.state === 'current' ? 'step' : undefined}
              title={step.title}
              bullet={BULLETS[step.state]}
              color={step.state === 'failed' ? 'red' : step.state === 'current' ? 'orange' : undefined}
            >
              <VisuallyHidden>{SAYS[step.state]}</VisuallyHidden>
              {step.detail && (
                <Text fz="sm" c={step.state === 'failed' ? 'red.7' : 'dimmed'}>
                  {step.detail}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
    </Stack>
  );
}

function InvalidLink() {
  return (
    <PublicRmaFrame title={STATUS_LINK_INVALID}>
      <Alert color="orange" variant="light" icon={<IconLinkOff size={18} />}>
        The link may be incomplete: open it again from your confirmation e-mail, or copy the whole address into your
        browser.
      </Alert>
      <Text fz="sm">
        Need to make a new request?{' '}
        <Anchor component={Link} to="/rma-request-form" fw={600}>
          Return / Exchange Request
        </Anchor>
      </Text>
    </PublicRmaFrame>
  );
}

const isInvalid = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /rma-status/:token: the customer follows an RMA by the link in their confirmation e-mail, without calling. */
export function PublicRmaStatusPage() {
  const { token = '' } = useParams();
  const wellFormed = showRmaStatus.params.shape.token.safeParse(token).success;
  const status = useRmaStatus(wellFormed ? token : null);

  if (!wellFormed || isInvalid(status.error)) return <InvalidLink />;
  if (status.isPending) {
    return (
      <PublicRmaFrame title="Your RMA Request">
        <Center py="xl">
          <Loader aria-label="Loading your request" />
        </Center>
      </PublicRmaFrame>
    );
  }
  if (status.isError) {
    return (
      <PublicRmaFrame title="Your RMA Request">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {STATUS_LOAD_FAILED}
        </Alert>
        <Button variant="default" onClick={() => void status.refetch()} loading={status.isFetching}>
          Try again
        </Button>
      </PublicRmaFrame>
    );
  }
  return (
    <PublicRmaFrame title="Your RMA Request" description="The status of your return or exchange request.">
      <StatusView rma={status.data.rma} />
    </PublicRmaFrame>
  );
}
