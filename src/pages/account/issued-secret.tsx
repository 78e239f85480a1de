import type { ReactNode } from 'react';

/** A secret issued by the post just made (an API key, a report password): shown on this answer only, never again. */
export function IssuedSecret({ heading, secret, children }: { heading: string; secret: string; children: ReactNode }) {
  return (
    <div className="notice" role="status">
      <h2>{heading}</h2>
      <p>
        <code className="secret">{secret}</code>
      </p>
      <p>{children}</p>
    </div>
  );
}
