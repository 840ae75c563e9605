import { Modal } from '@mantine/core';
import { RepairWizard } from '@/features/repairs/repair-wizard';

/**
 * Create Repair Order (spec part 2 §2): a CSR takes a repair on the phone with the same wizard walk-ins use, plus
 * PO number, tax percent and due date. The repair lists refresh by themselves once the order exists.
 */
export function CreateRepairModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create Repair Order"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close Create Repair Order' }}
    >
      {opened && <RepairWizard mode="staff" onDone={onClose} />}
    </Modal>
  );
}
