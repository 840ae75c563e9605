// Every table, for drizzle-kit and the typed client. Features add their tables.ts here.
export * from '../auth/tables';
export * from '../audit/tables';
export * from '../jobs/tables';
export * from '../../features/users/tables';
export * from '../../features/shop-orders/tables';
export * from '../../features/rma/tables';
export * from '../../features/repairs/tables';
export * from '../../features/order-tickets/tables';
export * from '../../features/inventory/tables';
export * from '../sandbox/tables';
export * from '../../integrations/reviews/simulator/tables';
export * from '../../integrations/mailersend/simulator/tables';
export * from '../../integrations/woocommerce/simulator/tables';
