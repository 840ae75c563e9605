import { Button, FileInput, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  BUG_DESCRIPTION_MAX,
  BUG_MESSAGES,
  BUG_TITLE_MAX,
  BugReportFields,
  REPORT_PROBLEM_HOTKEY,
  REPORT_PROBLEM_HOTKEY_LABEL,
  SCREENSHOT_FIELD,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
} from '@makro/domain/bugs-manager';
import { messageOf, useSendBugReport } from '@/features/bugs-manager/api';
import {
  closeReportProblem,
  openReportProblem,
  useReportProblemOpening,
} from '@/features/bugs-manager/report-problem-state';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';

const LABELS = { title: 'Title', description: 'Description', page_url: 'Page' };
const ACCEPT = Object.keys(SCREENSHOT_TYPES).join(',');

/** What the browser can tell before sending: the server reads the bytes and decides. */
function screenshotProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.type && !(file.type in SCREENSHOT_TYPES)) return BUG_MESSAGES.screenshotType;
  if (file.size > SCREENSHOT_MAX_BYTES) return BUG_MESSAGES.screenshotTooLarge;
  return null;
}

function ReportForm({ page }: { page: string }) {
  const send = useSendBugReport();
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const form = useContractForm(BugReportFields, {
    initialValues: { title: '', description: '', page_url: page },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const screenshotError =
    screenshotProblem(screenshot) ??
    (typeof form.errors[SCREENSHOT_FIELD] === 'string' ? form.errors[SCREENSHOT_FIELD] : null);

  const onSubmit = form.onSubmit(async (fields) => {
    if (screenshotProblem(screenshot)) return;
    try {
      const answer = await send.mutateAsync({ fields, screenshot });
      toast('success', answer.message);
      closeReportProblem();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      markServerErrors(form, error);
      toast('error', messageOf(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Report a problem">
      <Stack gap="sm">
        <TextInput
          label={LABELS.title}
          placeholder="A few words: what went wrong?"
          required
          maxLength={BUG_TITLE_MAX}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label={LABELS.description}
          placeholder="What did you do, what did you expect, what happened instead?"
          required
          rows={5}
          resize="vertical"
          maxLength={BUG_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <TextInput
          label={LABELS.page_url}
          description="The page you were on; change it if the problem is elsewhere."
          required
          {...form.getInputProps('page_url')}
        />
        <FileInput
          label="Screenshot"
          description="Optional: a PNG, JPEG or WebP image, at most 5 MB."
          placeholder="Choose an image"
          accept={ACCEPT}
          clearable
          leftSection={<IconPhoto size={16} />}
          value={screenshot}
          onChange={(file) => {
            setScreenshot(file);
            form.clearFieldError(SCREENSHOT_FIELD);
          }}
          error={screenshotError}
        />
        <Text size="xs" c="dimmed">
          Your name and your browser are sent with the report. Shortcut: {REPORT_PROBLEM_HOTKEY_LABEL}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={closeReportProblem}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Report a problem", rendered once in the shell: the user menu or the keyboard shortcut opens it, prefilled with
 * the current page's address (path and search).
 */
export function ReportProblem() {
  const opening = useReportProblemOpening();
  const { pathname, search } = useLocation();
  // Everywhere, even while typing in a field: the shortcut is for when something just went wrong.
  useHotkeys([[REPORT_PROBLEM_HOTKEY, openReportProblem]], []);
  return (
    <Modal opened={opening > 0} onClose={closeReportProblem} title="Report a problem" centered size="lg">
      {opening > 0 && <ReportForm key={opening} page={`${pathname}${search}`} />}
    </Modal>
  );
}
