import { z } from 'zod';
import { minText } from './forms.ts';

/**
 * Staff accounts (server/services/staff.ts). The owner is the one account that
 * ADMIN_EMAIL and ADMIN_PASSWORD create or reset at start; the owner invites and removes
 * staff. Staff can do everything else.
 */
export const staffRoles = ['owner', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffTokenPurposes = ['invitation', 'password-reset'] as const;
export type StaffTokenPurpose = (typeof staffTokenPurposes)[number];

/** How long a link stays good: an invitation two days, a reset one hour (a reset is asked for by whoever types the address). */
export const tokenLifetimeMinutes: Record<StaffTokenPurpose, number> = {
  invitation: 48 * 60,
  'password-reset': 60,
};

/** A signed-in staff member, as every console page knows them. */
export type StaffMember = { id: number; email: string; name: string; role: StaffRole };

/** Who the audit trail names for what the site did from its configuration at start (the owner's account). */
export const configurationActorEmail = 'ADMIN_EMAIL/ADMIN_PASSWORD';

export const minPasswordLength = 12;
const maxPasswordLength = 200;

const email = z
  .string({ error: 'Enter an email address' })
  .trim()
  .min(1, 'Enter an email address')
  .max(254, 'That email address is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());

export const staffEmailSchema = email;

/** The sign-in form: email and password. */
export const signInSchema = z.object({
  email,
  password: z
    .string({ error: 'Enter your password' })
    .min(1, 'Enter your password')
    .max(maxPasswordLength, 'Incorrect email or password'),
});

/** The owner's invitation form. */
export const inviteSchema = z.object({
  email,
  name: minText(1, 'Enter their name', 100),
});

/** Choosing a password (from an invitation or a reset link): typed twice. */
export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: 'Choose a password' })
      .min(minPasswordLength, `Use at least ${minPasswordLength} characters`)
      .max(maxPasswordLength, `Use at most ${maxPasswordLength} characters`),
    confirm: z.string({ error: 'Type the password again' }).max(maxPasswordLength),
  })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], error: 'The two passwords differ' });

/** Asking for a reset link. */
export const resetRequestSchema = z.object({ email });
