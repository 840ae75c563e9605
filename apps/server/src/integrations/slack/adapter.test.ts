import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SLACK_TOKEN } from '../../config';
import { users } from '../../platform/auth/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSlackAdapter } from './live-adapter';

let t: TestApp;
let apiUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  const address = t.app.server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sandbox/slack/api/`;
});
afterAll(() => t.close());
afterEach(() => t.app.inject({ method: 'DELETE', url: '/sandbox/slack/_faults' }));

const adapter = (token = SANDBOX_SLACK_TOKEN, pageSize?: number) =>
  createSlackAdapter({ apiUrl: () => apiUrl, token, pageSize });

const avatarOf = async (username: string) =>
  (await t.db.select().from(users).where(eq(users.username, username)))[0]!.avatar_url;

describe('Slack users.list adapter against the simulator over HTTP', () => {
  it('follows the cursor across pages until it is empty', async () => {
    const all = await adapter(SANDBOX_SLACK_TOKEN, 200).listMembers();
    const paged = await adapter(SANDBOX_SLACK_TOKEN, 2).listMembers();
    expect(paged).toEqual(all);
    expect(all.length).toBe(9);
    expect(all.filter((member) => member.isBot)).toHaveLength(1);
  });

  it('turns an ok:false answer into an error naming Slack’s code', async () => {
    await expect(adapter('xoxb-wrong').listMembers()).rejects.toThrow('Slack: invalid_auth');
  });

  it('gives up on a 429 instead of waiting for minutes', async () => {
    await t.app.inject({ method: 'PUT', url: '/sandbox/slack/_faults', payload: { fail_status: 429 } });
    await expect(adapter().listMembers()).rejects.toThrow(/Slack/);
  });
});

describe('avatar refresh', () => {
  it('attaches pictures by e-mail and by local part at the second company domain, others keep initials', async () => {
    await t.app.avatarRefresher.refresh();
    expect(await avatarOf('administrator')).toMatch(/\/sandbox\/slack\/avatars\/U01ADMIN\.svg$/);
    expect(await avatarOf('technician')).toMatch(/U04TECH\.svg$/);
    expect(await avatarOf('rtgrim')).toBeNull();
    const admin = await t.loginAs('administrator');
    const info = (await t.call(admin, { method: 'GET', url: '/api/v1/users/show_info' })).json().data;
    expect(info.avatar).toMatch(/U01ADMIN\.svg$/);
    const picture = await t.app.inject({ method: 'GET', url: new URL(info.avatar).pathname });
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('keeps the stored pictures when Slack fails', async () => {
    await t.app.inject({ method: 'PUT', url: '/sandbox/slack/_faults', payload: { fail_status: 500 } });
    await expect(t.app.avatarRefresher.refresh()).rejects.toThrow();
    expect(await avatarOf('administrator')).toMatch(/U01ADMIN\.svg$/);
  });

  it('writes only the pictures that changed, for everyone at once', async () => {
    await t.db
      .update(users)
      .set({ avatar_url: 'https://old.example/admin.png' })
      .where(eq(users.username, 'administrator'));
    await t.db.update(users).set({ avatar_url: 'https://old.example/grim.png' }).where(eq(users.username, 'rtgrim'));
    expect(await t.app.avatarRefresher.refresh()).toBe(2);
    expect(await avatarOf('administrator')).toMatch(/U01ADMIN\.svg$/);
    expect(await avatarOf('rtgrim')).toBeNull();
    expect(await avatarOf('technician')).toMatch(/U04TECH\.svg$/);
    expect(await t.app.avatarRefresher.refresh()).toBe(0);
  });
});
