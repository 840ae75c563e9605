import { Button, Group, Textarea } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { addTicketNote } from '@makro/domain/tickets';
import { messageOf, useAddTicketNote } from '@/features/tickets/api';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/notify';

/** "Add note": notes join the ticket's history; they are never edited, only added. */
export function NoteForm({ ticketNumber }: { ticketNumber: string }) {
  const add = useAddTicketNote();
  const form = useContractForm(addTicketNote.body, { initialValues: { note: { body: '' } } });

  const onSubmit = form.onSubmit(async (body) => {
    try {
      await add.mutateAsync({ ticketNumber, body });
      form.reset();
      toast('success', 'Note added');
    } catch (error) {
      const marked = markServerErrors(form, error);
      if (!(marked && error instanceof ApiError && error.status === 400))
        toast('error', `The note could not be added: ${messageOf(error)}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add note">
      <Textarea
        label="Add note"
        placeholder="What was done, found or agreed; notes cannot be edited later"
        rows={4}
        resize="vertical"
        {...form.getInputProps('note.body')}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" leftSection={<IconNotes size={16} />} loading={add.isPending}>
          Add note
        </Button>
      </Group>
    </form>
  );
}
