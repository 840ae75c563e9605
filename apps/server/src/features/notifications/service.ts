// The notifications feature's public face: other features tell people of events through notify().
export { notify, signalChange, type NewNotification } from './notify';
export type { Audience } from './audience';
export { createNotificationHub, type NotificationHub } from './hub';
export { tellAdministratorsOfFailure } from './side-effects';
