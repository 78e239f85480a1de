import { createContext, useContext } from 'react';
import type { MfCode } from '../domain/csi';
import type { SessionUser } from '../domain/session-user';

/** Per-render facts that shared components (header, islands) need. */
export interface RenderState {
  siteName: string;
  brand: string;
  path: string;
  user: SessionUser | null;
  /** The MasterFormat edition section numbers are shown in (the 'mf' cookie). */
  mf: MfCode;
  /** Prefill for the header search box. */
  searchTerms: string;
  /** The header search box is an island on this page. */
  searchIsland: boolean;
  /** Island names rendered so far; the server adds their bundles after the stream. */
  islands: Set<string>;
}

export const RenderContext = createContext<RenderState | null>(null);

export function useRenderState(): RenderState {
  const state = useContext(RenderContext);
  if (!state) throw new Error('RenderContext missing: pages render through src/web/render.tsx');
  return state;
}
