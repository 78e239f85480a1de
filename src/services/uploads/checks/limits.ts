import type { PoolBudgets } from '../../workers/pool';

/**
 * What checking one uploaded file may cost, beyond the size limits of src/domain/uploads/upload-rules.ts
 * (docs/operations.md, "Uploads"). Each reader counts as it goes and stops at its limit with a clear reason.
 */
export const UPLOAD_CHECK_LIMITS = {
  /** Group-0 records of a DXF counted before it is parsed (every entity, table entry and block starts with one). */
  dxfRecords: 2_000_000,
  /** Entities visited while block references (INSERTs) are expanded: nested INSERTs multiply. */
  dxfExpandedEntities: 500_000,
  /** Levels of blocks inside blocks. */
  dxfInsertDepth: 8,
  /** The largest side of a drawing's bounding box, in metres (a product drawing, not a city). */
  dxfExtentMetres: 1000,
  /** Instances of an IFC file's DATA section, counted before web-ifc opens it. */
  ifcInstances: 2_000_000,
  pdfPages: 2000,
  /** Decoded bytes of any one PDF stream that is not an image (a deflate bomb stops here). */
  pdfStreamBytes: 64 * 2 ** 20,
  /** Pixels of a PDF image pdf.js decodes at most. */
  pdfImagePixels: 16_000_000,
  /** Pixels of an uploaded image, read from its header before it is decoded. */
  imagePixels: 40_000_000,
  imageSide: 12_000,
} as const;

/** The pool's heap and memory; its time budget is UPLOAD_CHECK_TIME_BUDGET_MS (config). */
export const UPLOAD_POOL_BUDGETS: Omit<PoolBudgets, 'timeMs'> = {
  heapMb: 512,
  memoryMb: 1024,
};
