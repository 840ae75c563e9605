import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '@makro/domain/users';
import { users } from '../../platform/auth/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { USER_DELETE_SECRET: 'dev-secret-42' } });
  admin = await t.loginAs('administrator');
});
afterAll(() => t.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  user: {
    username: 'jdoe',
    password: 'Ab3$efgh',
    password_confirmation: 'Ab3$efgh',
    email: 'jane.doe@example.com',
    account_type_id: 4,
    first_name: 'Jane',
    last_name: 'Doe',
    ...overrides,
  },
});

const create = (payload: object, token = admin) => t.call(token, { method: 'POST', url: '/api/v1/users', payload });
const list = (query: string, token = admin) => t.call(token, { method: 'GET', url: `/api/v1/users?${query}` });

describe('POST /api/v1/users', () => {
  it('creates the user, queues the welcome e-mail with the password, and the user can sign in', async () => {
    const response = await create(newUser());
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      username: 'jdoe',
      email: 'jane.doe@example.com',
      account_type: { slug: 'technician' },
      is_active: true,
    });
    await t.runOutbox();
    const [mail] = await t.mailbox();
    expect(mail).toMatchObject({ to: [{ email: 'jane.doe@example.com', name: 'Jane Doe' }], template_id: 'new-user' });
    expect(mail!.personalization[0]!.data).toMatchObject({
      name: 'Jane Doe',
      username: 'jdoe',
      password: 'Ab3$efgh',
      currentYear: String(new Date().getFullYear()),
      companyAddress: expect.any(String),
      companyPhoneNumber: expect.any(String),
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { username: 'jdoe', password: 'Ab3$efgh' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 for a username or e-mail already taken, in any letter case, naming the field as a 400 does', async () => {
    const byName = await create(newUser({ username: 'JDOE', email: 'other@example.com' }));
    expect(byName.statusCode).toBe(409);
    const nameTaken = 'The username JDOE is already taken.';
    expect(byName.json()).toEqual({
      error: {
        code: 'conflict',
        message: nameTaken,
        details: { fields: [{ field: 'body.user.username', message: nameTaken }] },
      },
    });
    const byEmail = await create(newUser({ username: 'someone', email: 'Jane.Doe@Example.com' }));
    expect(byEmail.statusCode).toBe(409);
    const emailTaken = 'The e-mail Jane.Doe@Example.com is already used by another account.';
    expect(byEmail.json()).toEqual({
      error: {
        code: 'conflict',
        message: emailTaken,
        details: { fields: [{ field: 'body.user.email', message: emailTaken }] },
      },
    });
  });

  it('answers 400 naming every missing or bad field, and creates nothing', async () => {
    const before = (await t.db.select().from(users)).length;
    const response = await create({ user: { username: 'x1', email: 'not-an-email', password: 'Ab3$efgh' } });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.details.fields.map((problem: { field: string }) => problem.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.user.username',
        'body.user.email',
        'body.user.first_name',
        'body.user.last_name',
        'body.user.account_type_id',
        'body.user.password_confirmation',
      ]),
    );
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('answers 400 "Passwords don\'t match" when the confirmation differs', async () => {
    const response = await create(
      newUser({ username: 'mismatch', email: 'm@example.com', password_confirmation: 'other' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain("Passwords don't match");
  });
});

describe('GET /api/v1/users', () => {
  it('pages 20 at a time with totals', async () => {
    for (let index = 0; index < 25; index++) {
      expect(
        (await create(newUser({ username: `bulk${index}`, email: `bulk${index}@example.com`, first_name: 'Bulk' })))
          .statusCode,
      ).toBe(201);
    }
    const first = (await list('page=1')).json();
    expect(first.users).toHaveLength(20);
    expect(first.total_count).toBeGreaterThanOrEqual(35);
    expect(first.total_pages).toBe(Math.ceil(first.total_count / 20));
    const last = (await list(`page=${first.total_pages}`)).json();
    expect(last.users.length).toBe(first.total_count - 20 * (first.total_pages - 1));
  });

  it('finds users by part of the name, username or e-mail', async () => {
    expect((await list('keyword=jane')).json().users.map((u: { username: string }) => u.username)).toEqual(['jdoe']);
    expect((await list('keyword=DOE%40EXAMPLE')).json().total_count).toBe(1);
    expect((await list('keyword=rtgri')).json().users[0].username).toBe('rtgrim');
    expect((await list('keyword=100%25')).json().total_count).toBe(0);
  });

  it('filters by account types and active state', async () => {
    const body = (await list('account_types[]=csr&account_types[]=rtgrim')).json();
    expect(body.users.map((u: { username: string }) => u.username).sort()).toEqual(['csr', 'rtgrim']);
    expect((await list('account_types[]=wizard')).statusCode).toBe(400);
    expect((await list('is_active=maybe')).statusCode).toBe(400);
  });

  it('orders by name, or by username either way, and refuses any other column', async () => {
    // The demo users: names and usernames all differ, and sort in different orders.
    const demoUsers = async (order: string) =>
      (await list(`per_page=100&keyword=makro.example&${order}`)).json().users as UserRow[];
    const nameOf = (user: UserRow) => `${user.first_name} ${user.last_name}`;
    const byName = await demoUsers('');
    expect(byName.map(nameOf)).toEqual(byName.map(nameOf).sort());
    expect(await demoUsers('sort=name&order=desc')).toEqual([...byName].reverse());
    const byUsername = await demoUsers('sort=username');
    expect(byUsername.map((user) => user.username)).toEqual(byName.map((user) => user.username).sort());
    expect(await demoUsers('sort=username&order=desc')).toEqual([...byUsername].reverse());
    expect((await list('sort=password_hash')).statusCode).toBe(400);
  });

  it('gives a CSR the technician list for assignment, and nothing else', async () => {
    const csr = await t.loginAs('csr');
    const technicians = await list('account_type=4', csr);
    expect(technicians.statusCode).toBe(200);
    expect(
      technicians.json().users.every((u: { account_type: { slug: string } }) => u.account_type.slug === 'technician'),
    ).toBe(true);
    expect((await list('page=1', csr)).statusCode).toBe(403);
    expect((await list('account_type=1', csr)).statusCode).toBe(403);
    const grim = await t.loginAs('rtgrim');
    expect((await list('account_type=4', grim)).statusCode).toBe(403);
  });
});

describe('PATCH and DELETE /api/v1/users/:id', () => {
  const idOf = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!.id;

  it('deactivates a user and ends their open session at once', async () => {
    const session = await t.loginAs('inventory_manager');
    const id = await idOf('inventory_manager');
    const response = await t.call(admin, {
      method: 'PATCH',
      url: `/api/v1/users/${id}`,
      payload: { user: { is_active: 0 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.is_active).toBe(false);
    expect((await t.call(session, { method: 'GET', url: '/api/v1/users/show_info' })).statusCode).toBe(401);
    expect((await list('is_active=0')).json().users.map((u: { username: string }) => u.username)).toContain(
      'inventory_manager',
    );
  });

  it('refuses an administrator deactivating or removing themself with 422', async () => {
    const id = await idOf('administrator');
    const deactivate = await t.call(admin, {
      method: 'PATCH',
      url: `/api/v1/users/${id}`,
      payload: { user: { is_active: 0 } },
    });
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json().error.details.fields).toEqual([
      { field: 'body.user.is_active', message: 'You cannot deactivate your own account.' },
    ]);
    const remove = await t.call(admin, {
      method: 'DELETE',
      url: `/api/v1/users/${id}`,
      headers: { 'x-developer-secret': 'dev-secret-42' },
    });
    expect(remove.statusCode).toBe(422);
  });

  it('removes permanently only with the developer secret', async () => {
    const id = await idOf('bulk0');
    for (const headers of [{}, { 'x-developer-secret': 'guess' }]) {
      const refused = await t.call(admin, { method: 'DELETE', url: `/api/v1/users/${id}`, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Feature is reserved for devs only, Please deactivate instead');
    }
    const removed = await t.call(admin, {
      method: 'DELETE',
      url: `/api/v1/users/${id}`,
      headers: { 'x-developer-secret': 'dev-secret-42' },
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect((await t.call(admin, { method: 'GET', url: `/api/v1/users/${id}` })).statusCode).toBe(404);
  });

  it('answers 409 when renaming onto a taken username and 400 for an empty change', async () => {
    const id = await idOf('bulk1');
    const taken = await t.call(admin, {
      method: 'PATCH',
      url: `/api/v1/users/${id}`,
      payload: { user: { username: 'csr' } },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toEqual({
      fields: [{ field: 'body.user.username', message: 'The username csr is already taken.' }],
    });
    const email = await t.call(admin, {
      method: 'PATCH',
      url: `/api/v1/users/${id}`,
      payload: { user: { email: 'CSR@makro.example' } },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().error.details.fields).toEqual([
      { field: 'body.user.email', message: 'The e-mail CSR@makro.example is already used by another account.' },
    ]);
    const empty = await t.call(admin, { method: 'PATCH', url: `/api/v1/users/${id}`, payload: { user: {} } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('without a configured developer secret', () => {
  it('refuses every permanent removal', async () => {
    const other = await buildTestApp();
    try {
      const token = await other.loginAs('administrator');
      const response = await other.call(token, {
        method: 'DELETE',
        url: '/api/v1/users/2',
        headers: { 'x-developer-secret': '' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});
