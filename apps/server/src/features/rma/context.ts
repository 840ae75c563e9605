import type { ServiceContext } from '../../platform/context';
import type { StorefrontPort } from '../../integrations/woocommerce/port';

/** A staff request's context plus the shops an RMA's orders live in. */
export type RmaContext = ServiceContext & { shops: StorefrontPort };
