import { describe, expect, it } from 'vitest';
import { OverBudget } from '../../src/services/previews/budgets';
import { dxfShapes } from '../../src/services/previews/dxf-preview';
import { checkPdfStreams } from '../../src/services/previews/pdf-streams';
import { readStep } from '../../src/services/previews/step-reader';
import { deflateBombPdf, drawingBombPdf, insertBombDxf } from '../helpers/bomb-files';

describe('preview limits inside the renderers', () => {
  it('stops expanding nested DXF blocks at the entity budget, and draws a small nest whole', () => {
    expect(() => dxfShapes(insertBombDxf(6, 10))).toThrow(OverBudget);
    expect(() => dxfShapes(insertBombDxf(3, 10), { entities: 1000, points: 1_000_000 })).toThrow(/more than 1000 entities/);
    expect(() => dxfShapes(insertBombDxf(3, 10), { entities: 10_000, points: 1000 })).toThrow(/more than 1000 points/);
    expect(dxfShapes(insertBombDxf(3, 10), { entities: 10_000, points: 10_000 })).toHaveLength(1000);
  });

  it('stops reading an IFC past its instance budget', () => {
    const step = ['ISO-10303-21;', 'HEADER;', 'ENDSEC;', 'DATA;', ...Array.from({ length: 20 }, (_, i) => `#${i + 1}=IFCCARTESIANPOINT((0.,0.,0.));`), 'ENDSEC;'].join('\n');
    expect(readStep(step, 20).size).toBe(20);
    expect(() => readStep(step, 19)).toThrow(OverBudget);
  });

  it('refuses a PDF with a stream that inflates past the budget, before pdf.js reads it', () => {
    expect(() => checkPdfStreams(deflateBombPdf(2 ** 30), 64 * 2 ** 20)).toThrow(/decodes to more than 67108864 bytes/);
    expect(() => checkPdfStreams(deflateBombPdf(8 * 2 ** 20), 64 * 2 ** 20)).not.toThrow();
    expect(() => checkPdfStreams(drawingBombPdf(1), 16 * 2 ** 20)).toThrow(OverBudget);
  });
});
