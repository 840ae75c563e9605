import '@mantine/tiptap/styles.css';
import { useState } from 'react';
import { Alert, Button, Code, Grid, Group, Modal, Paper, Stack, Tabs, Text, Typography } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MODULE_REQUEST_MESSAGES, type ModuleRequest } from '@makro/domain/module-requests';
import { messageOf, useReplyModuleRequest } from '@/features/module-requests/api';
import { CustomerSummary } from '@/features/module-requests/customer-summary';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/contract-form';
import { toast } from '@/lib/notify';

const FIELD = 'module_requests.email_reply';

function ReplyForm({ request, onClose }: { request: ModuleRequest; onClose: () => void }) {
  const reply = useReplyModuleRequest();
  // A reply that could not be sent is kept on the request: it comes back here for the next try.
  const [html, setHtml] = useState(request.is_complete ? '' : (request.email_reply ?? ''));
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
      setError(MODULE_REQUEST_MESSAGES.emailBodyMissing);
      toast('warning', MODULE_REQUEST_MESSAGES.emailBodyMissing);
      return;
    }
    try {
      const answer = await reply.mutateAsync({ id: request.id, html: editor.getHTML() });
      toast(answer.sent ? 'success' : 'info', answer.message);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return;
      const fieldError = serverFieldErrors(failure)[FIELD];
      if (fieldError) setError(fieldError);
      toast('error', fieldError ?? messageOf(failure));
    }
  };

  return (
    <Stack gap="md">
      {request.reply_error && !request.is_complete && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="The last reply was not sent">
          {request.reply_error}. The reply is kept below: send it again.
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xs">
            <Text size="sm" fw={500} id="module-request-reply-label">
              Reply
            </Text>
            <RichTextEditor
              editor={editor}
              aria-labelledby="module-request-reply-label"
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
              Customer summary
            </Text>
            <CustomerSummary request={request} />
          </Paper>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void send()} loading={reply.isPending}>
          Send Reply
        </Button>
      </Group>
    </Stack>
  );
}

/** Reply by e-mail (spec part 2 §2): the rich-text editor, its HTML preview and the customer's request. */
export function ReplyModal({ request, onClose }: { request: ModuleRequest | null; onClose: () => void }) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Reply to ${request.name}` : 'Reply'}
      size="70rem"
      centered
    >
      {request && <ReplyForm key={request.id} request={request} onClose={onClose} />}
    </Modal>
  );
}
