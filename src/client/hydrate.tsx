import type { ComponentType, ReactNode } from 'react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Marks the island root once React has hydrated it, so tests and styles can tell. */
function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = 'true';
  }, [root]);
  return children;
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

function whenVisible(root: HTMLElement, run: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  });
  // Island roots are display: contents and have no box of their own: watch their first element.
  observer.observe(root.firstElementChild ?? root);
}

/** Hydrates every root of one island on the page, following its data-hydrate directive. */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`).forEach((root) => {
    const run = () => {
      const props = JSON.parse(root.dataset.props ?? '{}') as P;
      hydrateRoot(
        root,
        <Hydrated root={root}>
          <Component {...props} />
        </Hydrated>,
      );
    };
    const directive = root.dataset.hydrate;
    if (directive === 'load') run();
    else if (directive === 'visible') whenVisible(root, run);
    else whenIdle(run);
  });
}
