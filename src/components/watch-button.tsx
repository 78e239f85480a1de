import { signInHref } from '../domain/return-path';
import type { WatchKind } from '../domain/watches';
import { useRenderState } from './render-context';

interface WatchButtonProps {
  kind: WatchKind;
  target: number;
  /** The user's watch of it, when there is one. */
  watchSeq: number | null;
  /** What is watched, for screen readers ("Watch Series 8700 Window for changes"). */
  label: string;
}

/** Watch or stop watching a product, manufacturer or project: a plain form post; visitors get a sign-in link. */
export function WatchButton({ kind, target, watchSeq, label }: WatchButtonProps) {
  const { user, path } = useRenderState();
  if (!user) {
    return (
      <a className="watch-signin" href={signInHref(path)}>
        Sign in to watch for changes
      </a>
    );
  }
  if (watchSeq !== null) {
    return (
      <form method="post" action={`/account/watches/${watchSeq}/delete`} className="inline-form watch-form">
        <input type="hidden" name="redirect" value={path} />
        <button type="submit" className="button button--secondary" aria-pressed="true">
          Watching<span className="visually-hidden"> {label}</span>
          <span aria-hidden="true"> · stop</span>
        </button>
      </form>
    );
  }
  return (
    <form method="post" action="/account/watches" className="inline-form watch-form">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="redirect" value={path} />
      <button type="submit" className="button button--secondary" aria-pressed="false">
        Watch for changes<span className="visually-hidden"> to {label}</span>
      </button>
    </form>
  );
}
