import { PARTNER_DISCOUNT_PERCENTAGE } from '@makro/domain/partner-applications';
import type { Config } from '../../config';
import type { DbOrTx } from '../../platform/db/client';
import { companyPersonalization, queueEmail } from '../../platform/mail/email';
import { emailKeyPrefix, fullName, type ResellerRow } from './rows';

export type DecisionEmail = 'approved' | 'rejected';

const SUBJECTS: Record<DecisionEmail, string> = {
  approved: 'Welcome to the partner program: your partner application is approved',
  rejected: 'About your partner application',
};

/**
 * The decision e-mail (templates partnerApproved / partnerRejected), queued in the caller's transaction. The
 * approval and the rejection go out once each; `resend` adds a new one (the resend action).
 */
export function queueDecisionEmail(
  tx: DbOrTx,
  config: Config,
  row: ResellerRow,
  decision: DecisionEmail,
  resend?: string,
): Promise<void> {
  const key = `${emailKeyPrefix(row.id)}${decision}${resend ? `:resend:${resend}` : ''}`;
  return queueEmail(tx, key, `Partner ${decision} e-mail to ${row.business_email}`, {
    to: { email: row.business_email, name: fullName(row) },
    subject: SUBJECTS[decision],
    template: decision === 'approved' ? 'partnerApproved' : 'partnerRejected',
    personalization: {
      ...companyPersonalization(config),
      name: fullName(row),
      first_name: row.firstname,
      business_name: row.business_name,
      ...(decision === 'approved'
        ? { reseller_code: row.reseller_code, discount_percentage: PARTNER_DISCOUNT_PERCENTAGE }
        : {}),
    },
  });
}
