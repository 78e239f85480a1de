import { z } from 'zod';
import { FIRM_TYPES } from '../../domain/insights/regions';
import { isStateCode } from '../../domain/states';
import { emailSchema, hasAlphanumeric, isSafeText, MESSAGES, phoneSchema, urlSchema, zipSchema } from '../../domain/validation';

const PASSWORD_MIN = 10;
const PASSWORD_MAX = 200;

/** An address as accounts store it: the shared email rules, then lower case (one account per mailbox). */
export const accountEmail = emailSchema.transform((value) => value.toLowerCase());

/** A password being chosen: 10 to 200 characters, anything else goes (passphrases welcome). */
export const newPasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Use ${PASSWORD_MAX} characters or fewer`);

/** A password being checked: its rules are not revealed, only its presence is required. */
const passwordSchema = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(PASSWORD_MAX, `Use ${PASSWORD_MAX} characters or fewer`);

/** Free text without injection-like or probe tokens. */
const safeText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Use ${max} characters or fewer`)
    .refine((value) => isSafeText(value), MESSAGES.unsafeText);

const personName = safeText(100).refine((value) => hasAlphanumeric(value), MESSAGES.alphanumeric);

/** Empty, or valid by `schema` (its own message). */
function blankOr(schema: z.ZodType<string>, max: number) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Use ${max} characters or fewer`)
    .superRefine((value, ctx) => {
      if (value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0].message });
    });
}

const stateSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || isStateCode(value), 'Choose a state or province from the list');

/** The profile fields of a user (everything but email and password). */
const profileFields = {
  firstName: personName,
  lastName: personName,
  company: safeText(200),
  title: safeText(100),
  phone: blankOr(phoneSchema, 40),
  website: blankOr(urlSchema, 300),
  address: safeText(200),
  city: safeText(100),
  state: stateSchema,
  zip: blankOr(zipSchema, 10),
};

/** POST /api/circulation and the create-account form: email, password, names; the rest optional. */
export const newAccountSchema = z.object({
  email: accountEmail,
  password: newPasswordSchema,
  firstName: profileFields.firstName,
  lastName: profileFields.lastName,
  company: profileFields.company.optional(),
  title: profileFields.title.optional(),
  phone: profileFields.phone.optional(),
  website: profileFields.website.optional(),
  address: profileFields.address.optional(),
  city: profileFields.city.optional(),
  state: profileFields.state.optional(),
  zip: profileFields.zip.optional(),
});
export type NewAccount = z.infer<typeof newAccountSchema>;

/** PUT /api/circulation/{seq} and the profile form: any subset; a new email needs the current password. */
/** The kind of firm an architect works for (insights count architects by it, in aggregate); '' for not stated. */
const firmTypeSchema = z
  .enum(['', ...Object.keys(FIRM_TYPES)] as [string, ...string[]], { error: `must be one of ${Object.keys(FIRM_TYPES).join(', ')}, or empty` })
  .transform((value) => (value === '' ? null : value));

export const profileUpdateSchema = z.object({ email: accountEmail, currentPassword: passwordSchema, ...profileFields, firmType: firmTypeSchema }).partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileChanges = Omit<ProfileUpdate, 'currentPassword'>;

export const changePasswordSchema = z.object({ oldPassword: passwordSchema, newPassword: newPasswordSchema });
export type PasswordChange = z.infer<typeof changePasswordSchema>;

/** Remember me: a JSON boolean, or a form or query value ("on", "true", "1"). */
export const rememberMeSchema = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0', ''])], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

/** Sign-in: the address must look like one; the password rules are not revealed. */
export const signInSchema = z.object({ email: accountEmail, password: passwordSchema, rememberMe: rememberMeSchema });

/** A reset or bearer token as newToken makes it (32 random bytes, base64url). */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token from the reset link');
