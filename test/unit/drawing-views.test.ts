import DxfParser from 'dxf-parser';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAD_VIEWS } from '../../scripts/seed/content-text';
import { shippedTemplate } from '../../src/domain/product-data/templates';
import type { PropertyValues } from '../../src/domain/product-data/values';
import { renderDxf, type FileSubject } from '../../src/services/files/index';
import { dxfToSvg } from '../../src/services/previews/dxf-preview';

// Issue 23: each drawing draws the view it is named after, from the record's sizes.

const inch = 0.0254;
const door = shippedTemplate('hollow-metal-doors')!;
const values: PropertyValues = { thickness: 1.75 * inch, width: 36 * inch, height: 84 * inch, stc: 42, gauge: 16 };

function drawing(view: string, record: PropertyValues = values, templateId = 'hollow-metal-doors'): string {
  const subject: FileSubject = {
    contentType: 'cad',
    title: `Velacore Door ${view} (DXF)`,
    filename: 'velacore-door.dxf',
    companyName: 'Tessmer Door Systems',
    productName: 'Insulated Steel Door',
    section: '08 11 13',
    description: `${view} of the Velacore steel door.`,
    date: new Date(Date.UTC(2026, 5, 1)),
    productRecord: { template: shippedTemplate(templateId)!, values: record, tradename: 'Velacore', documents: [] },
  };
  return renderDxf(subject);
}

/** What is drawn (entities and blocks), without the title block's text, which names the view. */
function geometry(text: string): string {
  const dxf = new DxfParser().parseSync(text)!;
  const drawn = dxf.entities.filter((e) => e.layer !== 'A-TTLB' && e.type !== 'MTEXT').map((e) => JSON.stringify({ ...e, handle: undefined, block: undefined, text: e.type === 'TEXT' ? (e as unknown as { text: string }).text : undefined }));
  return createHash('sha256').update(drawn.join('\n')).digest('hex');
}

const texts = (text: string) => new DxfParser().parseSync(text)!.entities.filter((e) => e.type === 'TEXT').map((e) => (e as unknown as { text: string }).text);

describe("a door's drawings", () => {
  it('draws every view of the catalog differently: section, head, jamb, sill, installation and typical details are not copies', () => {
    const hashes = CAD_VIEWS.map((view) => geometry(drawing(view)));
    expect(new Set(hashes).size).toBe(CAD_VIEWS.length);
  });

  it('shows a threshold at the sill, the frame head at the head and the frame jamb at the jamb', () => {
    expect(texts(drawing('Sill Detail'))).toContain('THRESHOLD');
    expect(texts(drawing('Sill Detail'))).not.toContain('FRAME HEAD');
    expect(texts(drawing('Head Detail'))).toContain('FRAME HEAD');
    expect(texts(drawing('Head Detail'))).not.toContain('THRESHOLD');
    expect(texts(drawing('Jamb Detail'))).toContain('FRAME JAMB');
    expect(texts(drawing('Typical Details'))).toEqual(expect.arrayContaining(['HEAD', 'JAMB', 'SILL', 'THRESHOLD', 'FRAME HEAD']));
  });

  it("dimensions the record's thickness, and a thicker record draws a thicker leaf", () => {
    const measurements = (text: string) => new DxfParser().parseSync(text)!.entities.filter((e) => e.type === 'DIMENSION').map((e) => (e as unknown as { actualMeasurement: number }).actualMeasurement);
    expect(measurements(drawing('Section'))).toContain(1.75);
    expect(measurements(drawing('Section', { ...values, thickness: 2.25 * inch }))).toContain(2.25);
    expect(measurements(drawing('Elevation', { ...values, width: 42 * inch }))).toEqual(expect.arrayContaining([42, 84]));
  });

  it('shows the lining of a lead-lined door with its data-sheet value, and none on a door without', () => {
    const lined = { ...values, 'lead-lining': 0.0625 * inch };
    for (const view of ['Section', 'Head Detail', 'Sill Detail', 'Jamb Detail']) {
      expect(texts(drawing(view, lined)).some((t) => t.startsWith('LEAD LINING 1/16 IN')), view).toBe(true);
      expect(texts(drawing(view)).some((t) => t.startsWith('LEAD LINING')), view).toBe(false);
    }
  });

  it('notes the record\'s display values, and every view still renders as a preview', () => {
    const text = drawing('Head Detail');
    expect(text).toContain('SOUND TRANSMISSION CLASS (STC): STC 42');
    expect(text).toContain('THICKNESS: 1-3/4 in');
    expect(door.properties.some((p) => p.id === 'lead-lining')).toBe(true);
    for (const view of CAD_VIEWS) expect(dxfToSvg(drawing(view), view)).toContain('<svg');
  });
});
