// Every table, for drizzle-kit: the composition root gathers the platform's and each feature's tables.ts.
export * from './platform/auth/tables';
export * from './platform/audit/tables';
export * from './platform/jobs/tables';
export * from './features/users/tables';
export * from './features/shops/tables';
export * from './features/rma/tables';
export * from './features/repairs/tables';
export * from './features/order-tickets/tables';
export * from './features/inventory/tables';
export * from './platform/sandbox/tables';
export * from './integrations/reviews/simulator/tables';
export * from './integrations/mailersend/simulator/tables';
export * from './integrations/woocommerce/simulator/tables';
export * from './features/tickets/tables';
export * from './integrations/braintree/simulator/tables';
export * from './features/refunds/tables';
export * from './integrations/shipstation/simulator/tables';
