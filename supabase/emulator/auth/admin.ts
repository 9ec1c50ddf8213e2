import type { Context, Hono } from 'hono';
import type { EmulatorContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { userNotFound, validationFailed } from './errors.ts';
import { optionalBoolean, optionalObject, readBody, requireAdmin } from './request.ts';
import { liftSignInLocks } from './sign-in-locks.ts';
import {
  checkPassword,
  findUserById,
  insertUser,
  listUserRows,
  mergeMetadata,
  normalizeEmail,
  updateUser,
  usersJson,
  userJson,
  type Json,
  type UserRow,
} from './users.ts';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

/** GoTrue's admin API under /admin, for the service role only. */
export function addAdminRoutes(app: Hono, ctx: EmulatorContext) {
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(c);
    await next();
  });
  app.post('/admin/users', async (c) => c.json(await createUser(ctx.db, await readBody(c))));
  app.get('/admin/users', (c) => listUsers(c, ctx.db));
  app.get('/admin/users/:id', async (c) => c.json(await userJson(ctx.db, await existingUser(ctx.db, c.req.param('id')))));
  app.put('/admin/users/:id', async (c) => c.json(await changeUser(ctx, c.req.param('id'), await readBody(c))));
  app.delete('/admin/users/:id', async (c) => {
    await deleteUser(ctx.db, c.req.param('id'), await readBody(c));
    return c.json({});
  });
}

async function existingUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return user;
}

async function createUser(db: Db, body: Json) {
  const email = normalizeEmail(body.email);
  const password = body.password === undefined || body.password === null ? null : checkPassword(body.password);
  const bannedUntil = banUntil(body.ban_duration);
  return db.transaction(async (tx) => {
    let user = await insertUser(tx, {
      email,
      password,
      confirmed: optionalBoolean(body, 'email_confirm') ?? false,
      userMetadata: optionalObject(body, 'user_metadata') ?? optionalObject(body, 'data') ?? {},
      appMetadata: optionalObject(body, 'app_metadata') ?? {},
    });
    if (bannedUntil !== undefined) user = await updateUser(tx, user, { bannedUntil });
    return userJson(tx, user);
  });
}

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** Pages like GoTrue: `x-total-count` and a `link` header with next and last pages. */
async function listUsers(c: Context, db: Db) {
  const page = positiveInt(c.req.query('page'), 1);
  const perPage = Math.min(positiveInt(c.req.query('per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const users = await usersJson(db, await listUserRows(db, perPage, (page - 1) * perPage));
  const { rows } = await db.query<{ total: string }>(`select count(*) as total from auth.users`);
  const total = Number(rows[0]?.total ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  c.header('x-total-count', String(total));
  c.header('link', links.join(', '));
  return c.json({ users, aud: 'authenticated' });
}

async function changeUser(ctx: EmulatorContext, id: string, body: Json) {
  const email = body.email === undefined || body.email === null ? undefined : normalizeEmail(body.email);
  const password = body.password === undefined || body.password === null ? undefined : checkPassword(body.password);
  const userChanges = optionalObject(body, 'user_metadata');
  const appChanges = optionalObject(body, 'app_metadata');
  const bannedUntil = banUntil(body.ban_duration);
  const { changed, previousEmail } = await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user) throw userNotFound();
    const updated = await updateUser(tx, user, {
      email,
      password,
      confirmEmail: optionalBoolean(body, 'email_confirm') === true,
      userMetadata: userChanges ? mergeMetadata(user.raw_user_meta_data, userChanges) : undefined,
      appMetadata: appChanges ? mergeMetadata(user.raw_app_meta_data, appChanges) : undefined,
      bannedUntil,
    });
    return { changed: await userJson(tx, updated), previousEmail: user.email };
  });
  // A password set by the service role is a reset too: it lifts the email's failed sign-in locks.
  if (password !== undefined) for (const owned of [previousEmail, changed.email as string]) liftSignInLocks(ctx.limits, owned);
  return changed;
}

async function deleteUser(db: Db, id: string, body: Json) {
  await existingUser(db, id);
  if (optionalBoolean(body, 'should_soft_delete')) {
    await db.transaction(async (tx) => {
      await tx.query(`update auth.users set deleted_at = now(), updated_at = now() where id = $1`, [id]);
      await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
    });
    return;
  }
  await db.query(`delete from auth.users where id = $1`, [id]);
}

const DURATION_UNITS_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };

/** `ban_duration` is a Go duration ("24h", "1h30m") or "none"; undefined leaves the ban as it is. */
function banUntil(value: unknown): Date | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === 'none') return null;
  const text = typeof value === 'string' ? value : '';
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) {
    throw validationFailed(`invalid format for ban duration: ${String(value)}`);
  }
  const ms = parts.reduce((sum, p) => sum + Number(p[1]) * DURATION_UNITS_MS[p[2]], 0);
  return new Date(Date.now() + ms);
}
