import type { ComponentType } from 'react';
import { useContext } from 'react';
import { RenderContext } from '../components/render-context';
import type { IslandName } from './registry';
import { ISLANDS } from './registry';

/** When the browser hydrates the island: at once, when the main thread is idle, or when scrolled into view. */
type HydrateDirective = 'load' | 'idle' | 'visible';

interface IslandProps<P> {
  name: IslandName;
  props: P;
  hydrate?: HydrateDirective;
}

/**
 * Server-renders an interactive widget and marks its root so the page's client
 * bundle can hydrate it. Pages that render no Island ship no JavaScript.
 */
export function Island<P extends object>({ name, props, hydrate = 'idle' }: IslandProps<P>) {
  useContext(RenderContext)?.islands.add(name);
  const Component = ISLANDS[name] as unknown as ComponentType<P>;
  return (
    <div data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </div>
  );
}
