import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CreateRepairModal } from '@/features/repairs/create-repair-modal';
import { TicketListPage } from '@/features/tickets';

/** /repair-tickets (spec part 2 §2 "Repair Tickets"): the repair list with Create Ticket, the repair wizard. */
export function RepairTicketsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <TicketListPage
        type="repair"
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create Ticket
          </Button>
        }
      />
      <CreateRepairModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
