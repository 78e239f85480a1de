import { describe, expect, it } from 'vitest';
import { shippedTemplate } from '../../src/domain/product-data/templates';
import { renderDxf, renderIfc, type FileSubject } from '../../src/services/files/index';
import { DrawingError, dxfShapes, dxfToSvg } from '../../src/services/previews/dxf-preview';
import { ifcToSvg } from '../../src/services/previews/ifc-preview';
import { readStep } from '../../src/services/previews/step-reader';

const door: FileSubject = {
  contentType: 'cad',
  title: 'Velacore Door Plan Detail (DXF)',
  filename: 'velacore-plan.dxf',
  companyName: 'Tessmer Door Systems',
  productName: 'Flush Wood Door',
  section: '08 14 16',
  description: 'Plan detail of the Velacore flush wood door.',
  productRecord: { template: shippedTemplate('flush-wood-doors')!, values: { thickness: 2.25 * 0.0254, stc: 40, width: 36 * 0.0254, height: 84 * 0.0254 }, tradename: 'Velacore', documents: [] },
  date: new Date(Date.UTC(2026, 5, 1)),
};

describe('DXF preview', () => {
  it('draws every kind of entity of a generated plan: lines, arcs, circles, text, hatches, blocks and dimensions', () => {
    const shapes = dxfShapes(renderDxf(door));
    const layers = new Set(shapes.map((s) => s.layer));
    for (const layer of ['A-WALL', 'A-DOOR', 'A-SWNG', 'A-HATC', 'A-DIMS', 'A-ANNO', 'A-TTLB']) expect(layers).toContain(layer);
    expect(shapes.some((s) => s.kind === 'path' && s.fill)).toBe(true); // hatch
    expect(shapes.some((s) => s.kind === 'circle')).toBe(true);
    // The swing arc is sampled into a curve of many points.
    expect(shapes.some((s) => s.kind === 'path' && s.layer === 'A-SWNG' && s.points.length > 10)).toBe(true);
    // The dimension's label comes from its block; the title block border from the inserted SF-TITLE block.
    expect(shapes.some((s) => s.kind === 'text' && s.layer === 'A-DIMS' && /3'-0"|3'-6"|4'-0"|6'-0"/.test(s.text))).toBe(true);
    expect(shapes.some((s) => s.kind === 'path' && s.layer === 'A-TTLB')).toBe(true);
  });

  it('fits the drawing into the image', () => {
    const svg = dxfToSvg(renderDxf({ ...door, title: 'Velacore Door Elevation (DXF)' }), 'Drawing', 640, 480);
    const coordinates = [...svg.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(coordinates.length).toBeGreaterThan(20);
    for (const [x, y] of coordinates) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(640);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(480);
    }
    expect(svg).toContain('<title>Drawing</title>');
  });

  it('refuses what is not a drawing', () => {
    expect(() => dxfShapes('hello')).toThrow(DrawingError);
    expect(() => dxfShapes('  0\nSECTION\n  2\nENTITIES\n  0\nENDSEC\n  0\nEOF\n')).toThrow(DrawingError);
  });
});

describe('IFC preview', () => {
  it('draws three faces per solid of a generated window', () => {
    const ifc = renderIfc({ ...door, contentType: 'bim', productName: 'Vinyl Casement Window', title: 'Window BIM Object (IFC)', section: '08 53 13' });
    const solids = [...readStep(ifc).values()].filter((i) => i.type === 'IFCEXTRUDEDAREASOLID').length;
    const svg = ifcToSvg(ifc, 'Model <window>');
    expect((svg.match(/<path d="M[^"]+Z"/g) ?? []).length).toBe(solids * 3);
    expect(svg).toContain('<title>Model &lt;window&gt;</title>');
  });

  it('draws the door swing on the floor', () => {
    const svg = ifcToSvg(renderIfc({ ...door, contentType: 'bim' }), 'Door');
    expect(svg).toContain('stroke-dasharray');
  });

  it('refuses a file that is not STEP or has no solids', () => {
    expect(() => ifcToSvg('nonsense', 'x')).toThrow(DrawingError);
    expect(() => ifcToSvg("ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\n#1=IFCPERSON($,'a',$,$,$,$,$,$);\nENDSEC;\n", 'x')).toThrow(DrawingError);
  });
});
