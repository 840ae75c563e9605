import { RmaRequestForm } from '@/features/rma/request-form';
import { PublicRmaFrame } from '@/features/rma/public-rma-frame';

/** /rma-request-form (spec part 2 §2 "Public RMA Request Form"): customers ask for a return without an account. */
export function PublicRmaPage() {
  return (
    <PublicRmaFrame
      title="Return / Exchange Request"
      description="Enter your order number and the e-mail address you ordered with; we check the order as you type."
      footer="What happens next: we review your request and contact you by e-mail. Your confirmation e-mail has a link where you can follow your request at any time."
    >
      <RmaRequestForm mode="public" />
    </PublicRmaFrame>
  );
}
