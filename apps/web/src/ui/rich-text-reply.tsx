import '@mantine/tiptap/styles.css';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Code, Grid, Group, Paper, Stack, Tabs, Text, Typography } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { IconAlertTriangle } from '@tabler/icons-react';
import { REPLY_MESSAGES } from '@makro/domain/shared';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/contract-form';
import { toast } from '@/lib/notify';

/**
 * An e-mail reply to what a customer sent (module requests, customer inquiries): the rich-text editor, its HTML
 * preview, the customer's side beside it, and Send Reply. An empty body is refused here ("Email Body missing!")
 * and again by the server, which sanitises the HTML; the answer's words are toasted.
 */
export interface RichTextReplyProps {
  /** The reply kept from a send that failed, for the next try (empty for a new reply). */
  initialHtml: string;
  /** Why the kept reply was not sent (MailerSend's words). */
  lastError?: string | null;
  /** The body field the server names in its errors, without "body.": module_requests.email_reply. */
  field: string;
  /** The editor's label's id (unique on the page). */
  labelId: string;
  summaryTitle: string;
  summary: ReactNode;
  send: (html: string) => Promise<{ sent: boolean; message: string }>;
  sending: boolean;
  onClose: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

export function RichTextReply(props: RichTextReplyProps) {
  const [html, setHtml] = useState(props.initialHtml);
  const [error, setError] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: html,
    onUpdate: ({ editor: current }) => {
      setHtml(current.isEmpty ? '' : current.getHTML());
      setError(null);
    },
  });

  const send = async () => {
    if (!editor || editor.getText().trim() === '') {
      setError(REPLY_MESSAGES.emailBodyMissing);
      toast('warning', REPLY_MESSAGES.emailBodyMissing);
      return;
    }
    try {
      const answer = await props.send(editor.getHTML());
      toast(answer.sent ? 'success' : 'info', answer.message);
      props.onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return;
      const fieldError = serverFieldErrors(failure)[props.field];
      if (fieldError) setError(fieldError);
      toast('error', fieldError ?? messageOf(failure));
    }
  };

  return (
    <Stack gap="md">
      {props.lastError && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="The last reply was not sent">
          {props.lastError}. The reply is kept below: send it again.
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Text size="sm" fw={500} id={props.labelId}>
              Reply
            </Text>
            <RichTextEditor
              editor={editor}
              aria-labelledby={props.labelId}
              style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
            >
              <RichTextEditor.Toolbar>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Bold />
                  <RichTextEditor.Italic />
                  <RichTextEditor.Underline />
                  <RichTextEditor.Strikethrough />
                  <RichTextEditor.ClearFormatting />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.H2 />
                  <RichTextEditor.H3 />
                  <RichTextEditor.BulletList />
                  <RichTextEditor.OrderedList />
                  <RichTextEditor.Blockquote />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Link />
                  <RichTextEditor.Unlink />
                </RichTextEditor.ControlsGroup>
                <RichTextEditor.ControlsGroup>
                  <RichTextEditor.Undo />
                  <RichTextEditor.Redo />
                </RichTextEditor.ControlsGroup>
              </RichTextEditor.Toolbar>
              <RichTextEditor.Content mih={200} data-testid="reply-editor" />
            </RichTextEditor>
            {error && (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            )}
            <Tabs defaultValue="preview" variant="outline">
              <Tabs.List>
                <Tabs.Tab value="preview">Preview</Tabs.Tab>
                <Tabs.Tab value="html">HTML</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="preview" pt="xs">
                <Paper withBorder p="sm" mih={80} data-testid="reply-preview">
                  {html ? (
                    // The editor's own HTML (its schema allows nothing else); the server sanitises it again.
                    <Typography>
                      <div dangerouslySetInnerHTML={{ __html: html }} />
                    </Typography>
                  ) : (
                    <Text size="sm" c="dimmed">
                      The e-mail body shows here as you write.
                    </Text>
                  )}
                </Paper>
              </Tabs.Panel>
              <Tabs.Panel value="html" pt="xs">
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {html || '—'}
                </Code>
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)">
            <Text size="sm" fw={600} mb="sm">
              {props.summaryTitle}
            </Text>
            {props.summary}
          </Paper>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          Cancel
        </Button>
        <Button onClick={() => void send()} loading={props.sending}>
          Send Reply
        </Button>
      </Group>
    </Stack>
  );
}

/** The sent reply as the server stored it (its allow-list sanitiser made this HTML). */
export function SentReply({ html }: { html: string }) {
  return (
    <Typography
      data-testid="sent-reply"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
