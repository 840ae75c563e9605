import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  BUG_COMMENT_MAX,
  BUG_STATUSES,
  BUG_STATUS_LABELS,
  NewBugComment,
  updateBugReport,
  type BugReportDetail,
  type BugStatus,
} from '@makro/domain/bugs-manager';
import { grants } from '@makro/domain/shared';
import {
  messageOf,
  useAddBugComment,
  useBugAssignees,
  useBugReport,
  useScreenshotUrl,
  useTriageBugReport,
} from '@/features/bugs-manager/api';
import { BugStatusBadge } from '@/features/bugs-manager/bug-status';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { formatDateTime } from '@/lib/dates';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';
import { useSession } from '@/lib/session-store';

const quiet = (error: unknown) => error instanceof ApiError && error.status === 401;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** Administrators: status and assignee, saved together. */
function Triage({ bug }: { bug: BugReportDetail }) {
  const assignees = useBugAssignees();
  const triage = useTriageBugReport();
  const [status, setStatus] = useState<BugStatus>(bug.status);
  const [assignee, setAssignee] = useState<string>(bug.assignee ? String(bug.assignee.id) : 'none');
  const changed = status !== bug.status || assignee !== (bug.assignee ? String(bug.assignee.id) : 'none');
  const save = async () => {
    try {
      const answer = await triage.mutateAsync({
        id: bug.id,
        change: { status, assignee_user_id: assignee === 'none' ? null : Number(assignee) },
      });
      toast('success', answer.message);
    } catch (error) {
      if (!quiet(error)) toast('error', messageOf(error));
    }
  };
  const people = assignees.data?.assignees ?? (bug.assignee ? [bug.assignee] : []);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Status"
        w={160}
        allowDeselect={false}
        value={status}
        onChange={(value) => value && setStatus(value as BugStatus)}
        data={BUG_STATUSES.map((value) => ({ value, label: BUG_STATUS_LABELS[value] }))}
      />
      <Select
        label="Assignee"
        w={200}
        allowDeselect={false}
        searchable
        value={assignee}
        onChange={(value) => value && setAssignee(value)}
        data={[
          { value: 'none', label: 'Unassigned' },
          ...people.map((person) => ({ value: String(person.id), label: person.name })),
        ]}
      />
      <Button onClick={() => void save()} disabled={!changed} loading={triage.isPending}>
        Save
      </Button>
    </Group>
  );
}

function Screenshot({ bug }: { bug: BugReportDetail }) {
  const { url, failed } = useScreenshotUrl(bug.id, bug.screenshot_path !== null);
  const [zoomed, setZoomed] = useState(false);
  if (!bug.screenshot_path)
    return (
      <Text size="sm" c="dimmed">
        No screenshot
      </Text>
    );
  if (failed)
    return (
      <Text size="sm" c="red">
        The screenshot could not be loaded.
      </Text>
    );
  if (!url) return <Loader size="sm" />;
  const alt = `Screenshot of ${bug.title}`;
  return (
    <>
      <UnstyledButton
        onClick={() => setZoomed(true)}
        aria-label="Show the screenshot full size"
        style={{ cursor: 'zoom-in' }}
      >
        <Image
          src={url}
          alt={alt}
          radius="sm"
          mah={320}
          w="auto"
          maw="100%"
          fit="contain"
          bd="1px solid var(--mantine-color-default-border)"
        />
      </UnstyledButton>
      <Modal opened={zoomed} onClose={() => setZoomed(false)} title={alt} size="auto" centered>
        <Image src={url} alt={`${alt}, full size`} maw="90vw" mah="80vh" fit="contain" />
      </Modal>
    </>
  );
}

const CommentSchema = NewBugComment;

function Comments({ bug }: { bug: BugReportDetail }) {
  const add = useAddBugComment();
  const form = useContractForm(CommentSchema, {
    initialValues: { comment: { body: '' } },
    enhanceGetInputProps: errorsInWords({ body: 'Comment' }),
  });
  const onSubmit = form.onSubmit(async ({ comment }) => {
    try {
      const answer = await add.mutateAsync({ id: bug.id, body: comment.body });
      toast('success', answer.message);
      form.reset();
    } catch (error) {
      if (quiet(error)) return;
      markServerErrors(form, error);
      toast('error', messageOf(error));
    }
  });
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Comments ({bug.comments.length})
      </Text>
      {bug.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      {bug.comments.map((comment) => (
        <Paper key={comment.id} withBorder p="xs" radius="sm" data-testid="bug-comment">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {comment.author?.name ?? 'Former user'}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(comment.created_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Text>
        </Paper>
      ))}
      <form onSubmit={onSubmit} noValidate aria-label="Add a comment">
        <Stack gap="xs">
          <Textarea
            aria-label="Comment"
            placeholder="Add a comment"
            rows={2}
            resize="vertical"
            maxLength={BUG_COMMENT_MAX}
            {...form.getInputProps('comment.body')}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={add.isPending}>
              Add comment
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function Details({ bug, onClose }: { bug: BugReportDetail; onClose: () => void }) {
  const { user, permissions } = useSession();
  const canTriage = grants(updateBugReport.access, permissions, user?.account_type.slug ?? '');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <Fact label="Page">
          <Anchor
            component={Link}
            to={bug.page_url}
            onClick={onClose}
            ff="monospace"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {bug.page_url}
          </Anchor>
        </Fact>
        <Fact label="Reported">
          <Text size="sm">
            {bug.reporter?.name ?? 'Former user'} · {formatDateTime(bug.created_at)}
          </Text>
        </Fact>
        <Fact label="Browser">
          <Tooltip label={bug.user_agent ?? 'Not sent'} multiline w={360} withArrow>
            <Text size="sm" span>
              {bug.browser}
            </Text>
          </Tooltip>
        </Fact>
        {!canTriage && (
          <Fact label="Status · Assignee">
            <Group gap="xs">
              <BugStatusBadge status={bug.status} />
              <Text size="sm">{bug.assignee?.name ?? 'Unassigned'}</Text>
            </Group>
          </Fact>
        )}
      </SimpleGrid>
      {canTriage && <Triage key={`${bug.status}-${bug.assignee?.id ?? 'none'}`} bug={bug} />}
      <Fact label="What happened">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {bug.description}
        </Text>
      </Fact>
      <Fact label="Screenshot">
        <Screenshot bug={bug} />
      </Fact>
      <Divider />
      <Comments bug={bug} />
    </Stack>
  );
}

/** One report: the page (a link to it), browser, reporter, screenshot, comments; triage for administrators. */
export function BugDetailsModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const report = useBugReport(id);
  const bug = report.data?.bug_report;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={
        bug ? (
          <Group gap="xs" wrap="nowrap">
            <Text fw={600}>
              #{bug.id} {bug.title}
            </Text>
            <BugStatusBadge status={bug.status} />
          </Group>
        ) : (
          'Bug report'
        )
      }
      size="xl"
      centered
    >
      {report.isError ? (
        <Alert color="red">{messageOf(report.error)}</Alert>
      ) : bug && bug.id === id ? (
        <Details bug={bug} onClose={onClose} />
      ) : (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      )}
    </Modal>
  );
}
