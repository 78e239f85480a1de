/** The human lines npm start prints before the server's own logs. */

/** What a server started by npm start sends its launcher (an IPC message) once it listens. */
export const LISTENING_MESSAGE = 'specfind:listening';

/** One finished start-up step: "build", "migrate", "seed". */
export interface StartStep {
  name: string;
  /** What happened, in a few words: 'up to date', '3 migrations applied'. */
  outcome: string;
  ms: number;
}

/** A sign-in the demo install accepts. */
export interface DemoSignIn {
  email: string;
  password: string;
  role: string;
}

const NAME_WIDTH = 8;

export function seconds(ms: number): string {
  return ms < 100 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** "  build    up to date (0.2 s)". */
export function stepLine(step: StartStep): string {
  return `  ${step.name.padEnd(NAME_WIDTH)} ${step.outcome} (${seconds(step.ms)})`;
}

/** The lines once the server listens: where to open it and, on a demo install, how to sign in. */
export function readyLines(url: string, signIns: readonly DemoSignIn[]): string[] {
  const lines = ['', `  Open ${url}`];
  if (signIns.length > 0) {
    lines.push('', '  Demo accounts (README, "Demo accounts"):');
    const width = Math.max(...signIns.map((s) => s.email.length));
    for (const s of signIns) lines.push(`    ${s.email.padEnd(width)}  ${s.password}  ${s.role}`);
  }
  lines.push('', '  Ctrl+C stops the server. Request log:', '');
  return lines;
}
