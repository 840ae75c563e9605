/**
 * The bugs manager (issue 17): staff report a problem with the app from any page (the page's address, their
 * browser and an optional screenshot travel with it); holders of can_view_bugs_manager read and comment,
 * administrators triage (status and assignee).
 */
export const BUG_STATUSES = ['new', 'in_progress', 'fixed', 'wont_fix'] as const;
export type BugStatus = (typeof BUG_STATUSES)[number];

export const BUG_STATUS_LABELS: Readonly<Record<BugStatus, string>> = {
  new: 'New',
  in_progress: 'In progress',
  fixed: 'Fixed',
  wont_fix: "Won't fix",
};

export const BUG_PAGE_SIZE = 20;
export const BUG_DEBOUNCE_MS = 500;

export const BUG_TITLE_MAX = 150;
export const BUG_DESCRIPTION_MAX = 5000;
export const BUG_COMMENT_MAX = 5000;
export const BUG_PAGE_URL_MAX = 2000;
/** What is kept of the browser's User-Agent header (read from the request, never from the form). */
export const BUG_USER_AGENT_MAX = 500;

/** The screenshot: one image, at most 5 MB, a PNG, JPEG or WebP by its content (not by its name or stated type). */
export const SCREENSHOT_FIELD = 'screenshot';
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type ScreenshotContentType = keyof typeof SCREENSHOT_TYPES;

/** The shortcut that opens "Report a problem" from any page (Mantine's useHotkeys notation). */
export const REPORT_PROBLEM_HOTKEY = 'mod+shift+B';
export const REPORT_PROBLEM_HOTKEY_LABEL = 'Ctrl+Shift+B';

export const BUG_MESSAGES = {
  reported: 'Thank you! Your report was sent to the administrators.',
  updated: 'The report was updated.',
  commented: 'Your comment was added.',
  notFound: 'Bug report not found',
  noScreenshot: 'This report has no screenshot',
  screenshotType: 'must be a PNG, JPEG or WebP image',
  screenshotTooLarge: 'must be at most 5 MB',
  screenshotOne: 'only one screenshot may be sent',
  pageUrl: 'must be an address of this app (a path starting with /)',
  assignee: 'must be a user who can open the Bugs Manager',
  nothingToChange: 'choose a status or an assignee',
} as const;

/**
 * A page of this app as the form sends it (path + search, maybe a #fragment): one leading slash, no scheme or
 * host, no spaces or backslashes. `//evil.example/x` is not a path of this app.
 */
export function isAppPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])[^\s\\\u0000-\u001F\u007F]*$/.test(value);
}

/** "Chrome 131 on Windows" from a User-Agent header; the raw header is kept beside it. */
export function browserSummary(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const match = (pattern: RegExp) => pattern.exec(userAgent)?.[1];
  const version = (name: string, pattern: RegExp) => {
    const found = match(pattern);
    return found ? `${name} ${found.split('.')[0]}` : undefined;
  };
  const browser =
    version('Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/) ??
    version('Opera', /OPR\/([\d.]+)/) ??
    version('Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/) ??
    version('Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/([\d.]+)/) ??
    (/Safari\//.test(userAgent) ? version('Safari', /Version\/([\d.]+)/) : undefined) ??
    userAgent.split(/[\s/]/)[0] ??
    'Unknown browser';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(userAgent)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : undefined;
  return system ? `${browser} on ${system}` : browser;
}
