// The partner applications area's public face: the app shell and other web features import from here only.
export { usePendingPartnerCount } from './api';
