// The order reports feature's public face: the outbox job that builds an export (registered in app.ts).
export { ORDER_REPORT_KIND, orderReportHandler, buildOrderReport, type OrderReportDeps } from './build';
