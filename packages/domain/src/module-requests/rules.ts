import { REPLY_MESSAGES } from '../shared/reply';

/**
 * The module request tracker's constants (spec part 2 §2 "Module Request Tracker", §3, §4, §8, §9). The spec
 * names a module type list and a source list without showing them: the lists below are Makro's decision.
 */

/** The kinds of module a customer may ask for (legacy requests name one; newer ones give year / make / model). */
export const MODULE_TYPES = ['TIPM', 'ECM', 'PCM', 'TCM', 'BCM', 'FCM', 'ABS', 'IPC'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** The conditions a customer may ask for; none chosen means any condition. */
export const MODULE_CONDITIONS = ['NEW', 'REBUILT', 'LIKENEW', 'PREOWNED'] as const;
export type ModuleCondition = (typeof MODULE_CONDITIONS)[number];

/** The shop whose request form sent it. */
export const MODULE_REQUEST_SOURCES = ['tipm', 'ecm'] as const;
export type ModuleRequestSource = (typeof MODULE_REQUEST_SOURCES)[number];

/**
 * pending: waiting for a reply. sending: a reply is queued and MailerSend has not accepted it yet (it still shows
 * as waiting). completed: the reply e-mail was accepted.
 */
export const MODULE_REQUEST_STATUSES = ['pending', 'sending', 'completed'] as const;
export type ModuleRequestStatus = (typeof MODULE_REQUEST_STATUSES)[number];

export const MODULE_REQUEST_PAGE_SIZE = 20;
export const MODULE_REQUEST_DEBOUNCE_MS = 900;

/** The legacy-data switch's value of `module_type` (spec part 2 §7): requests that name a module type. */
export const HAS_MODULE_TYPE = 'has_module_type';

/** Condition as the tracker shows it: upper-cased, empty meaning any condition (spec part 2 §3). */
export function conditionLabel(condition: string | null | undefined): string {
  const text = (condition ?? '').trim();
  return text === '' ? 'ANY CONDITION' : text.toUpperCase();
}

/** Complete once the reply was sent (spec part 2 §4); a queued reply still waits. */
export const isComplete = (status: ModuleRequestStatus) => status === 'completed';

/** A condition as people write it ("Like new", "pre-owned") in the list's spelling, or null when it is not one. */
export function normaliseCondition(value: string): ModuleCondition | null {
  const key = value.replace(/[\s_-]+/g, '').toUpperCase();
  return (MODULE_CONDITIONS as readonly string[]).includes(key) ? (key as ModuleCondition) : null;
}

/** The toasts and the server's sentences, word for word where the spec gives them (spec part 2 §5, §8). */
export const MODULE_REQUEST_MESSAGES = {
  ...REPLY_MESSAGES,
  waiting: 'Waiting for Reply',
  /** MailerSend has not answered within the wait: the worker keeps trying and completes the request once it is sent. */
  queued: (email: string) =>
    `The reply to ${email} is queued; the request is completed as soon as the e-mail is accepted.`,
  alreadyAnswered: (id: number) => `Module request ${id} was already answered with another reply.`,
  notFound: (id: number) => `Module request ${id} does not exist.`,
  deleteText: "You won't be able to revert this!",
  deleteConfirm: 'Yes, delete it!',
  deleted: 'Deleted!',
  deletedText: 'Module request deleted.',
  received: 'Thank you! Your module request was received; we will reply by e-mail.',
  subject: (what: string) => `About your module request: ${what}`,
} as const;
