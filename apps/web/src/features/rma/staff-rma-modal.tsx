import { Modal } from '@mantine/core';
import { RmaRequestForm } from '@/features/rma/request-form';
import { toast } from '@/lib/notify';

/**
 * Create RMA Ticket (spec part 2 §2 "RMA Tickets"): staff enter an RMA for a customer on the phone, with the same
 * order check and rules as the public portal. The RMA lists are refreshed by the call itself.
 */
export function CreateRmaModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create RMA Ticket" size="lg" centered>
      {opened && (
        <RmaRequestForm
          mode="staff"
          onCancel={onClose}
          onSubmitted={(result) => {
            toast('success', `${result.message} RMA number ${result.rma_submission.rma_number}.`, 'Success!');
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
