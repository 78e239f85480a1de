/**
 * The demo install's published credentials (README). They exist only where a seed was asked for demo
 * accounts; a production start on a server database refuses to run while any of them still works.
 * - demo@example.com / demo-password-2026
 * - admin@example.com / admin-password-2026 (is_admin)
 * - client@example.com / client-password-2026 (staff of the first client company)
 * - ~200 architects, all with the password architect-password-2026 (one shared hash keeps seeding fast).
 */
export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@example.com', password: 'demo-password-2026' },
  admin: { email: 'admin@example.com', password: 'admin-password-2026' },
  client: { email: 'client@example.com', password: 'client-password-2026' },
  architect: { password: 'architect-password-2026' },
} as const;

/** The demo report password of a client company, e.g. demo-report-harlowrag. */
export function demoReportPassword(webabrv: string): string {
  return `demo-report-${webabrv}`;
}
