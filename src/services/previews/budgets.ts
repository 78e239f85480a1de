import type { PoolBudgets } from '../workers/pool';

/**
 * What drawing one preview may cost (docs/operations.md, "Previews"). A file over a budget gets the
 * placeholder, and the failure is remembered until the file changes.
 */
export const PREVIEW_LIMITS = {
  /** Bytes of a DXF or IFC file read at most (checked with stat before reading). */
  drawingFileBytes: 20 * 2 ** 20,
  /** Bytes of a PDF read at most. */
  pdfFileBytes: 50 * 2 ** 20,
  /** DXF entities visited while block references are expanded (every INSERT, line, arc, text...). */
  dxfEntities: 200_000,
  /** Points drawn from a DXF (path vertices, circles, texts). */
  dxfPoints: 1_000_000,
  /** Instances of an IFC file's DATA section. */
  ifcInstances: 500_000,
  /** Extruded solids drawn from an IFC model. */
  ifcSolids: 20_000,
  /** Decoded bytes of any one PDF stream that is not an image (a deflate bomb stops here). */
  pdfStreamBytes: 64 * 2 ** 20,
  /** Pixels of one PDF image at most; larger images are left out of the cover (pdf.js's maxImageSize). */
  pdfImagePixels: 16_000_000,
  /** Bytes of one drawn preview (SVG or PNG). */
  outputBytes: 4 * 2 ** 20,
} as const;

/** The pool's defaults: time from PREVIEW_TIME_BUDGET_MS (config), the rest fixed. */
export const PREVIEW_POOL_BUDGETS: Omit<PoolBudgets, 'timeMs'> = {
  heapMb: 256,
  memoryMb: 512,
};

/** Thrown inside the worker when a file asks for more than a budget allows. */
export class OverBudget extends Error {
  override name = 'OverBudget';
}
