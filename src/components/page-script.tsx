import { useContext } from 'react';
import { RenderContext } from './render-context';

/**
 * Adds a plain client script (a src/client entry that is not an island, e.g. download
 * analytics) to the page; renders nothing. Pages that never render one ship no script.
 */
export function PageScript({ name }: { name: 'download-analytics' }) {
  useContext(RenderContext)?.islands.add(name);
  return null;
}
