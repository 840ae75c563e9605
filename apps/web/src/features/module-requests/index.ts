// The module requests area's public face: the app shell and other web features import from here only.
export { useWaitingModuleRequestCount } from './api';
