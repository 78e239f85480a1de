import type { MfCode } from '../csi';
import type { WizardState } from './rules';

export const GENERATED_FORMATS = ['docx', 'rtf', 'html'] as const;
type GeneratedFormat = (typeof GENERATED_FORMATS)[number];

interface GeneratorRequest {
  coid: number;
  /** The spec document's filename ('abc-081113.spec'). */
  spec: string;
  format: GeneratedFormat;
  state: WizardState;
  /** Download name without extension; without one the server names the file after the section number, title and manufacturer. */
  filename?: string;
  mf: MfCode;
}

/** The spec generation URL (coid, spec, format, data = comma-joined ids, filename, mf) served by /api/spec-generator. */
export function generatorUrl(request: GeneratorRequest): string {
  const query = new URLSearchParams({
    coid: String(request.coid),
    spec: request.spec,
    format: request.format,
    data: request.state.selected.join(','),
    mf: request.mf,
  });
  if (request.filename) query.set('filename', request.filename);
  if (Object.keys(request.state.inputs).length > 0) query.set('inputs', JSON.stringify(request.state.inputs));
  return `/api/spec-generator?${query}`;
}
