import { requestPasswordReset } from '../../services/accounts/password-reset';
import type { AccountsContext } from './context';

/**
 * Starts the reset mail without waiting for it: the answer comes back equally fast whether
 * or not the address has an account (and whatever SMTP takes), so timing reveals nothing.
 * The work is durable either way: the token row first, then SMTP or the outbox.
 */
export function startResetMail(ctx: AccountsContext, email: string): void {
  requestPasswordReset(ctx, email).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'password reset request failed');
  });
}
