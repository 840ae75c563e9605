// The module requests area's face to the rest of the server (app.ts registers the reply's outbox handler).
export { MODULE_REQUEST_REPLY_KIND, moduleRequestReplyHandler } from './reply';
export { waitingModuleRequestCount } from './list';
