import { useEffect, useState } from 'react';
import { Group, Select, Text, UnstyledButton, type SelectProps } from '@mantine/core';
import type { TicketPerson } from '@makro/domain/tickets';
import { messageOf, useTechnicians, useUpdateTicket } from '@/features/tickets/api';
import { toast } from '@/lib/notify';
import { UserAvatar } from '@/ui/initials-avatar';

export const personName = (person: Pick<TicketPerson, 'first_name' | 'last_name'>) =>
  `${person.first_name} ${person.last_name}`.trim();

export function PersonLine({ person, size = 26 }: { person: TicketPerson; size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <UserAvatar
        firstName={person.first_name}
        lastName={person.last_name}
        src={person.avatar}
        color={person.default_color}
        size={size}
      />
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {personName(person)}
      </Text>
    </Group>
  );
}

type TechnicianSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  onChange: (id: number | null) => void;
  /** The current assignee, listed even when no longer an active technician. */
  current?: TicketPerson | null;
};

/** The active technicians as select options (value: the user id); `current` is kept even when inactive. */
export function useTechnicianOptions(current?: TicketPerson | null) {
  const technicians = useTechnicians();
  const data = (technicians.data?.users ?? []).map((user) => ({ value: String(user.id), label: personName(user) }));
  if (current && !data.some((option) => option.value === String(current.id)))
    data.unshift({ value: String(current.id), label: personName(current) });
  return { data, nothingFoundMessage: technicians.isPending ? 'Loading technicians…' : 'No technician found' };
}

/** A select of the active technicians. */
export function TechnicianSelect({ value, onChange, current, ...others }: TechnicianSelectProps) {
  const { data, nothingFoundMessage } = useTechnicianOptions(current);
  return (
    <Select
      searchable
      nothingFoundMessage={nothingFoundMessage}
      {...others}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
    />
  );
}

/**
 * Who a ticket is assigned to, and the way to change it: a 'Not Assigned' select of technicians, or the
 * assignee's name and avatar, which opens the same select to reassign (or clear to unassign).
 */
export function AssigneeControl({
  ticketNumber,
  assignee,
  width = 190,
  onAssigned,
}: {
  ticketNumber: string;
  assignee: TicketPerson | null;
  width?: number;
  /** After a change is saved, for lists other than the tickets' own (the RMA list shows tickets too). */
  onAssigned?: () => void;
}) {
  const update = useUpdateTicket();
  const [editing, setEditing] = useState(false);
  const [opened, setOpened] = useState(false);
  // Reassigning opens the list at once, once the select is there to hold it.
  useEffect(() => setOpened(editing), [editing]);

  const assign = async (id: number | null) => {
    setEditing(false);
    if (id === (assignee?.id ?? null)) return;
    try {
      const { ticket } = await update.mutateAsync({ ticketNumber, ticket: { assigned_to_user_id: id } });
      toast(
        'success',
        ticket.assigned_to
          ? `${ticketNumber} is assigned to ${personName(ticket.assigned_to)}`
          : `${ticketNumber} is no longer assigned`,
      );
      onAssigned?.();
    } catch (error) {
      toast('error', `${ticketNumber} could not be assigned: ${messageOf(error)}`);
    }
  };

  if (assignee && !editing) {
    return (
      <UnstyledButton
        onClick={(event) => {
          event.stopPropagation();
          setEditing(true);
        }}
        aria-label={`Reassign ${ticketNumber} (assigned to ${personName(assignee)})`}
        title="Click to reassign"
      >
        <PersonLine person={assignee} />
      </UnstyledButton>
    );
  }
  return (
    <TechnicianSelect
      aria-label={`Assign ${ticketNumber}`}
      placeholder="Not Assigned"
      size="xs"
      w={width}
      value={assignee?.id ?? null}
      current={assignee}
      clearable={assignee !== null}
      disabled={update.isPending}
      autoFocus={editing}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => {
        setOpened(false);
        setEditing(false);
      }}
      onChange={(id) => void assign(id)}
      onClick={(event) => event.stopPropagation()}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
