import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';

// Login / sign-up credentials, with the product's exact messages. The database's auth
// settings (supabase/config.toml) repeat the password rules on the server.
//
// The forms are shown in the browser only: each message is worded when a value is checked, with
// Lingui's shared I18n (active for the page's language before anything renders), so a message is
// a function here, never a string made when this module loads.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** bcrypt reads only the first 72 bytes, so the auth server refuses longer passwords (in UTF-8 bytes). */
export const PASSWORD_MAX_BYTES = 72;

/** A rule's message, worded when the rule fails (in the page's language). */
const says = (message: () => string) => ({ error: message });

export const emailSchema = z
  .string()
  .trim()
  .max(100, says(() => t`Email must be less than 100 characters`))
  .pipe(z.email(says(() => t`Invalid email address`)));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, says(() => t`Password must be at least 8 characters`))
  .max(PASSWORD_MAX, says(() => t`Password must be less than 128 characters`))
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, says(() => t`Password must contain at least one uppercase letter, one lowercase letter, and one number`))
  .refine(
    // Over 128 characters already has its own message.
    (value) => value.length > PASSWORD_MAX || new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES,
    says(() => t`Password cannot be longer than 72 bytes`),
  );

export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });
export type Credentials = z.infer<typeof credentialsSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { error: () => t`Passwords do not match`, path: ['confirm'] });

/** Every issue's message, in order, for the list shown in the dialog. */
export function credentialIssues(input: unknown): string[] {
  const result = credentialsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
