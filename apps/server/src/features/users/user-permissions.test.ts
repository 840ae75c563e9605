import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS } from '@makro/domain/shared';
import { userPermissions, users } from '../../platform/auth/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let admin: string;
let csrId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('administrator');
  csrId = (await t.db.select().from(users).where(eq(users.username, 'csr')))[0]!.id;
});
afterAll(() => t.close());

const setPermissions = (id: number, permissions: string[], token = admin) =>
  t.call(token, { method: 'PUT', url: `/api/v1/users/${id}/permissions`, payload: { permissions } });

describe('editing a user’s permissions', () => {
  it('stores grants and revocations against the defaults and applies them on the user’s next request', async () => {
    const csr = await t.loginAs('csr');
    const wanted = [...DEFAULT_PERMISSIONS.csr.filter((name) => name !== 'can_view_refunds'), 'can_view_inventory'];
    const response = await setPermissions(csrId, wanted);
    expect(response.statusCode).toBe(200);
    expect(response.json().permissions.sort()).toEqual([...wanted].sort());
    const stored = await t.db.select().from(userPermissions).where(eq(userPermissions.user_id, csrId));
    expect(
      stored
        .map(({ permission, granted }) => ({ permission, granted }))
        .sort((a, b) => a.permission.localeCompare(b.permission)),
    ).toEqual([
      { permission: 'can_view_inventory', granted: true },
      { permission: 'can_view_refunds', granted: false },
    ]);
    const info = (await t.call(csr, { method: 'GET', url: '/api/v1/users/show_info' })).json().data;
    expect(info.permissions).toContain('can_view_inventory');
    expect(info.permissions).not.toContain('can_view_refunds');
  });

  it('shows the effective permissions, the defaults and the history of changes on the user page', async () => {
    const detail = (await t.call(admin, { method: 'GET', url: `/api/v1/users/${csrId}` })).json();
    expect(detail.user.username).toBe('csr');
    expect(detail.default_permissions.sort()).toEqual([...DEFAULT_PERMISSIONS.csr].sort());
    expect(detail.overrides).toHaveLength(2);
    expect(detail.history[0]).toMatchObject({ action: 'permissions', actor: { name: 'Alex Morgan' } });
    expect(detail.history[0].after.permissions).toContain('can_view_inventory');
    expect(detail.history.some((entry: { action: string }) => entry.action === 'login')).toBe(false);
  });

  it('going back to the defaults leaves no overrides', async () => {
    await setPermissions(csrId, [...DEFAULT_PERMISSIONS.csr]);
    expect(await t.db.select().from(userPermissions).where(eq(userPermissions.user_id, csrId))).toEqual([]);
  });

  it('refuses an unknown permission name with 400 and an administrator locking themself out with 422', async () => {
    expect((await setPermissions(csrId, ['can_fly'])).statusCode).toBe(400);
    const adminId = (await t.db.select().from(users).where(eq(users.username, 'administrator')))[0]!.id;
    const lockout = await setPermissions(adminId, ['can_view_dashboard']);
    expect(lockout.statusCode).toBe(422);
    expect(lockout.json().error.message).toBe('You cannot remove your own user management permission.');
  });

  it('answers 404 for a user who does not exist', async () => {
    expect((await setPermissions(99_999, [])).statusCode).toBe(404);
  });
});
