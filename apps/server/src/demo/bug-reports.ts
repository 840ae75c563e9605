/**
 * The bugs manager's chapter: a dozen problems staff reported with the app over the last three weeks, from the
 * pages they were on, in every triage state (new, in progress, fixed, won't fix), some assigned, most with a
 * few comments; one carries a screenshot (a small generated PNG of the inventory page) in file storage.
 */
import { count, inArray } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import type { BugStatus } from '@makro/domain/bugs-manager';
import type { Config } from '../config';
import type { Db } from '../platform/db/client';
import { users } from '../platform/auth/tables';
import { createFileStorage } from '../platform/storage';
import { bugReportComments, bugReports } from '../features/bugs-manager/tables';
import { DAY_MS, DEMO_SEED, Dice, HOUR_MS, MINUTE_MS } from './random';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/131.0.2903.86`;
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-T220) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36';

interface DemoBug {
  title: string;
  description: string;
  page_url: string;
  reporter: string;
  user_agent: string;
  status: BugStatus;
  assignee?: string;
  daysAgo: number;
  screenshot?: true;
  /** By username, in order. */
  comments: [string, string][];
}

export const DEMO_BUGS: readonly DemoBug[] = [
  {
    title: 'Search results jump back to page 1 after a scan',
    description:
      'On Inventory Search I go to page 3 of the results, scan the next tag and the table is back on page 1. I have to page forward again every time.',
    page_url: '/inventory-search?keyword=68&page=3',
    reporter: 'inventory_manager',
    user_agent: CHROME_WINDOWS,
    status: 'new',
    daysAgo: 0.2,
    screenshot: true,
    comments: [],
  },
  {
    title: 'Refund amount field accepts three decimals',
    description:
      'Typing 12.345 in the refund amount shows no error until I submit; the server then refuses it. It would be nicer to see it straight away.',
    page_url: '/refunds',
    reporter: 'csr',
    user_agent: EDGE_WINDOWS,
    status: 'new',
    daysAgo: 1,
    comments: [['operations_manager', 'Same for me on the rental refund. Minor, but confusing for new CSRs.']],
  },
  {
    title: 'Packing slip prints two pages',
    description: 'The packing slip for an order with one module prints a blank second page on the warehouse printer.',
    page_url: '/packing-shipping',
    reporter: 'inventory_manager',
    user_agent: FIREFOX_LINUX,
    status: 'in_progress',
    assignee: 'tech_manager',
    daysAgo: 3,
    comments: [
      ['tech_manager', 'Reproduced on the Zebra in bay 2, the laser printer prints one page. Looking at margins.'],
      ['administrator', 'Thanks Terrence, keep me posted.'],
    ],
  },
  {
    title: 'Dashboard chart labels overlap on the tablet',
    description: 'Rotating the tablet to portrait makes the sales chart labels overlap so the dates cannot be read.',
    page_url: '/dashboard',
    reporter: 'operations_manager',
    user_agent: CHROME_ANDROID,
    status: 'new',
    daysAgo: 4,
    comments: [],
  },
  {
    title: 'Ticket timeline shows the wrong technician',
    description:
      'After reassigning a repair ticket from Marco to Sam, the timeline still says Marco for the next status change.',
    page_url: '/repair-tickets',
    reporter: 'technician',
    user_agent: CHROME_WINDOWS,
    status: 'fixed',
    assignee: 'administrator',
    daysAgo: 6,
    comments: [
      [
        'administrator',
        'Found it: the timeline read the assignee before the change was saved. Fixed in today’s release.',
      ],
      ['technician', 'Confirmed, it shows Sam now. Thanks!'],
    ],
  },
  {
    title: 'Module request reply loses the bold text',
    description: 'Bold words in the reply editor arrive as plain text in the customer’s e-mail.',
    page_url: '/module-request',
    reporter: 'csr_manager',
    user_agent: SAFARI_MAC,
    status: 'in_progress',
    assignee: 'administrator',
    daysAgo: 7,
    comments: [['administrator', 'The e-mail template strips <b>; switching it to <strong>.']],
  },
  {
    title: 'Partner application table too wide on the laptop',
    description: 'The action buttons are cut off on the right on my 13" laptop; I have to scroll sideways.',
    page_url: '/partner-application?status=pending',
    reporter: 'csr',
    user_agent: CHROME_WINDOWS,
    status: 'fixed',
    assignee: 'operations_manager',
    daysAgo: 9,
    comments: [
      ['operations_manager', 'The table now puts the EIN under the business name; the actions fit at 1280 px.'],
    ],
  },
  {
    title: 'Please add a dark theme to the login page',
    description: 'The login page stays white when the app is set to dark. It is bright in the evening shift.',
    page_url: '/dashboard',
    reporter: 'rtgrim',
    user_agent: FIREFOX_LINUX,
    status: 'wont_fix',
    assignee: 'administrator',
    daysAgo: 10,
    comments: [
      [
        'administrator',
        'The theme is chosen after sign-in, so the login page cannot know it. Closing, but thanks for the idea.',
      ],
    ],
  },
  {
    title: 'R.T. GRIM export has an empty last column',
    description:
      'The CSV export of GRIM orders ends every line with an empty column that the spreadsheet calls "Column K".',
    page_url: '/grim',
    reporter: 'rtgrim',
    user_agent: CHROME_WINDOWS,
    status: 'new',
    daysAgo: 12,
    comments: [],
  },
  {
    title: 'Receiving history date filter is off by one day',
    description: 'Filtering Receiving History to yesterday shows parcels received this morning too.',
    page_url: '/receiving-history?start=2026-11-03&end=2026-11-03',
    reporter: 'inventory_manager',
    user_agent: EDGE_WINDOWS,
    status: 'fixed',
    assignee: 'tech_manager',
    daysAgo: 14,
    comments: [
      [
        'tech_manager',
        'The end date was read as midnight UTC. It now means the end of the day in the shop’s time zone.',
      ],
      ['inventory_manager', 'Looks right now.'],
      ['administrator', 'Marking fixed.'],
    ],
  },
  {
    title: 'VIN decoder rejects lowercase VINs',
    description: 'Pasting a VIN from the customer’s e-mail in lowercase gives "Invalid VIN".',
    page_url: '/vin-decoder',
    reporter: 'csr',
    user_agent: SAFARI_MAC,
    status: 'wont_fix',
    assignee: 'tech_manager',
    daysAgo: 17,
    comments: [
      ['tech_manager', 'It accepts lowercase here; the pasted text had a hidden character from the e-mail.'],
      ['csr', 'Ah, that explains it. Fine to close.'],
    ],
  },
  {
    title: 'Statistics page slow to open',
    description: 'The statistics page takes around ten seconds to show anything on the office PC.',
    page_url: '/statistics',
    reporter: 'reports_manager',
    user_agent: CHROME_WINDOWS,
    status: 'in_progress',
    assignee: 'tech_manager',
    daysAgo: 20,
    comments: [['tech_manager', 'The yearly totals are computed on every visit; caching them.']],
  },
];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A small PNG that looks like a page of the app: the top bar, the side menu with its active item, a search
 * box and a table with a highlighted row.
 */
export function demoScreenshotPng(width = 320, height = 200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const colour = (x: number, y: number): [number, number, number] => {
    if (y < 24) return [33, 37, 41];
    if (x < 64) return y >= 52 && y < 64 ? [34, 139, 230] : [248, 249, 250];
    if (y >= 36 && y < 50 && x >= 80 && x < 220)
      return x === 80 || x === 219 || y === 36 || y === 49 ? [173, 181, 189] : [255, 255, 255];
    if (y >= 64 && (y - 64) % 16 === 0 && x >= 80 && x < width - 16) return [222, 226, 230];
    if (y >= 96 && y < 112 && x >= 80 && x < width - 16) return [255, 236, 153];
    if (y >= 64 && y < 180 && x >= 88 && x < 88 + ((y * 7) % 90) && (y - 64) % 16 >= 6 && (y - 64) % 16 <= 9)
      return [134, 142, 150];
    return [255, 255, 255];
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(colour(x, y), 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The chapter: into empty bug tables only; the same reports on every first start, dated relative to now. */
export async function loadDemoBugReports(db: Db, config: Config, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(bugReports);
  if ((existing?.n ?? 0) > 0) return;
  const usernames = [
    ...new Set(
      DEMO_BUGS.flatMap((bug) => [bug.reporter, bug.assignee ?? bug.reporter, ...bug.comments.map(([who]) => who)]),
    ),
  ];
  const staff = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, usernames));
  const idOf = (username: string | undefined) => staff.find((user) => user.username === username)?.id ?? null;
  const dice = new Dice(DEMO_SEED + 17);

  const reportedAt = DEMO_BUGS.map((bug) => new Date(now.getTime() - bug.daysAgo * DAY_MS - dice.int(90) * MINUTE_MS));
  const inserted = await db
    .insert(bugReports)
    .values(
      DEMO_BUGS.map((bug, index) => ({
        title: bug.title,
        description: bug.description,
        page_url: bug.page_url,
        user_agent: bug.user_agent,
        reporter_user_id: idOf(bug.reporter),
        status: bug.status,
        assignee_user_id: idOf(bug.assignee),
        created_at: reportedAt[index]!,
        updated_at: new Date(
          Math.min(now.getTime(), reportedAt[index]!.getTime() + bug.comments.length * (2 + dice.int(20)) * HOUR_MS),
        ),
      })),
    )
    .returning({ id: bugReports.id });

  const comments = DEMO_BUGS.flatMap((bug, index) => {
    let at = reportedAt[index]!.getTime();
    return bug.comments.map(([author, body]) => {
      at = Math.min(now.getTime() - MINUTE_MS, at + (1 + dice.int(10)) * HOUR_MS + dice.int(60) * MINUTE_MS);
      return { bug_report_id: inserted[index]!.id, author_user_id: idOf(author), body, created_at: new Date(at) };
    });
  });
  if (comments.length > 0) await db.insert(bugReportComments).values(comments);

  const storage = await createFileStorage(config.storage);
  const withShot = DEMO_BUGS.findIndex((bug) => bug.screenshot);
  if (withShot >= 0) {
    const id = inserted[withShot]!.id;
    const key = `bug-reports/${id}/screenshot.png`;
    await storage.put(key, demoScreenshotPng(), 'image/png');
    await db
      .update(bugReports)
      .set({ screenshot_key: key, screenshot_content_type: 'image/png', updated_at: reportedAt[withShot]! })
      .where(inArray(bugReports.id, [id]));
  }
}
