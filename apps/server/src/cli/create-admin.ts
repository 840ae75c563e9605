import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openMigratedDatabase } from '../platform/db/open';
import { users } from '../platform/auth/tables';
import { hashPassword } from '../platform/auth/passwords';
import { avatarColorFor } from '../platform/auth/colors';
import { writeAudit } from '../platform/audit/audit';

const usage = `Creates an administrator (production has no demo users).

  npm run create-admin -- --username NAME --email ADDRESS --first-name FIRST --last-name LAST [--password PASSWORD]

Without --password (or ADMIN_PASSWORD in the environment) a random password is generated and printed once.`;

const Input = z.object({
  username: z.string().trim().min(3, 'username needs at least 3 characters').max(150),
  email: z
    .string()
    .trim()
    .regex(/^\S+@\S+\.\S+$/, 'email is not an e-mail address'),
  'first-name': z.string().trim().min(1, 'first-name is required'),
  'last-name': z.string().trim().min(1, 'last-name is required'),
  password: z.string().min(12, 'password needs at least 12 characters'),
});

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(usage);
  const generated = !values.password && !process.env.ADMIN_PASSWORD;
  const parsed = Input.safeParse({
    ...values,
    password: values.password ?? process.env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url'),
  });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n') + `\n\n${usage}`);
    process.exit(2);
  }
  const input = parsed.data;
  const database = await openMigratedDatabase(loadConfig());
  try {
    const taken = await database.db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`lower(${users.username}) = ${input.username.toLowerCase()} or lower(${users.email}) = ${input.email.toLowerCase()}`,
      );
    if (taken.length > 0) {
      console.error(`A user with username ${input.username} or e-mail ${input.email} already exists.`);
      process.exit(1);
    }
    const passwordHash = await hashPassword(input.password);
    await database.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          first_name: input['first-name'],
          last_name: input['last-name'],
          password_hash: passwordHash,
          account_type_id: 1,
          default_color: avatarColorFor(input.username.length),
        })
        .returning();
      await writeAudit(tx, {
        actorUserId: null,
        action: 'create_admin_cli',
        entity: 'user',
        entityId: created!.id,
        after: { username: created!.username },
      });
    });
    console.log(`Administrator ${input.username} created.` + (generated ? ` Password: ${input.password}` : ''));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
