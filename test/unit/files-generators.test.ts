import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderContentFile, renderDxf, renderIfc, renderPdf, type FileSubject } from '../../src/services/files/index';
import { specPages } from '../../src/services/files/spec-pages';

const subject: FileSubject = {
  contentType: 'cad',
  title: 'Velacore 1800 Door Elevation (DXF)',
  filename: 'velacore-1800-elevation.dxf',
  companyName: 'Tessmer Door Systems',
  productName: 'Series 1800 Insulated Steel Door',
  section: '08 11 13',
  description: '16-gauge cold-rolled steel face sheets, polyurethane core, U-factor 0.29 – tested to ANSI/SDI A250.8 Level 3®.',
  date: new Date(Date.UTC(2026, 5, 1, 12)),
  pages: ['Hollow Metal Doors\nSeries 1800: 16-gauge face sheets.', 'Warranty\nTen years (“limited”).'],
};

describe('DXF generator', () => {
  const dxf = renderDxf(subject);

  it('writes an ASCII AutoCAD 2000 drawing with header, layers, entities and EOF', () => {
    expect(dxf).toMatch(/^\s*0\nSECTION\n\s*2\nHEADER\n/);
    expect(dxf).toContain('AC1015');
    expect(dxf).toContain('\nLAYER\n');
    expect(dxf).toContain('\nENTITIES\n');
    expect(dxf).toContain('\nLINE\n');
    expect(dxf).toContain('\nTEXT\n');
    expect(dxf.trimEnd().endsWith('EOF')).toBe(true);
    expect(/[^\x00-\x7f]/.test(dxf)).toBe(false);
  });

  it('names the product and carries dimension labels', () => {
    expect(dxf).toContain('Series 1800 Insulated Steel Door');
    expect(dxf).toMatch(/\d+'-\d+"/);
  });

  it('alternates group codes and values', () => {
    const lines = dxf.trimEnd().split('\n');
    expect(lines.length % 2).toBe(0);
    for (let i = 0; i < lines.length; i += 2) expect(lines[i].trim()).toMatch(/^\d+$/);
  });

  it('draws the detail a title names', () => {
    expect(renderDxf({ ...subject, title: 'Velacore 1800 Door Head Detail (DXF)' })).toContain('HEAD DETAIL');
    expect(renderDxf({ ...subject, title: 'Velacore 1800 Door Section (DXF)' })).toContain('SECTION DETAIL');
  });
});

describe('IFC generator', () => {
  const ifc = renderIfc({ ...subject, contentType: 'bim', filename: 'velacore-1800.ifc' });

  it('writes an IFC 4.3 STEP file with a project and the product', () => {
    expect(ifc.startsWith('ISO-10303-21;')).toBe(true);
    expect(ifc).toContain("FILE_SCHEMA(('IFC4X3_ADD2'));");
    expect(ifc).toContain('IFCPROJECT(');
    expect(ifc).toContain('IFCOWNERHISTORY(');
    expect(ifc).toContain('IFCDOOR(');
    expect(ifc).toContain("'Series 1800 Insulated Steel Door'");
    expect(ifc).toContain("'Pset_ManufacturerTypeInformation'");
    expect(ifc).toContain("IFCLABEL('Tessmer Door Systems')");
    expect(ifc.trimEnd().endsWith('END-ISO-10303-21;')).toBe(true);
  });

  it('encodes non-ASCII text the STEP way and uses 22-character ids', () => {
    expect(ifc).toContain('\\X2\\2013\\X0\\');
    for (const [, id] of ifc.matchAll(/IFC[A-Z]+\('([^']{22})',#5/g)) expect(id).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/);
  });

  it('uses a window, a covering or a proxy for other products', () => {
    expect(renderIfc({ ...subject, productName: 'Vinyl Casement Window', title: 'Model 20 Window', section: '08 53 13' })).toContain('IFCWINDOW(');
    expect(renderIfc({ ...subject, productName: 'Carpet Tile', title: 'Model 20 Carpet Tile', section: '09 68 13' })).toContain('IFCCOVERING(');
    expect(renderIfc({ ...subject, productName: 'Traction Elevator', title: 'Model 20 Elevator', section: '14 21 00' })).toContain('IFCBUILDINGELEMENTPROXY(');
  });
});

describe('PDF generator', () => {
  it('writes a title page plus one page per text page', async () => {
    const bytes = await renderPdf({ ...subject, contentType: 'datasheet' });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe(subject.title);
    expect(doc.getAuthor()).toBe(subject.companyName);
    expect(doc.getCreationDate()?.getTime()).toBe(subject.date.getTime());
  });

  it('is deterministic: same subject, same bytes', async () => {
    const a = await renderPdf(subject);
    const b = await renderPdf(subject);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('continues long pages on further sheets', async () => {
    const long = Array.from({ length: 150 }, (_, i) => `Paragraph ${i} about hollow metal doors and frames.`).join('\n');
    const doc = await PDFDocument.load(await renderPdf({ ...subject, pages: [long] }));
    expect(doc.getPageCount()).toBeGreaterThan(2);
  });
});

describe('renderContentFile', () => {
  it('dispatches by content type', async () => {
    expect((await renderContentFile(subject))?.mime).toBe('application/dxf');
    expect((await renderContentFile({ ...subject, contentType: 'bim' }))?.body).toContain('IFC4X3_ADD2');
    for (const type of ['catalog', 'datasheet', 'certificate', 'epd', 'hpd', 'spec']) {
      expect((await renderContentFile({ ...subject, contentType: type }))?.mime).toBe('application/pdf');
    }
    for (const type of ['video', 'webinar', 'software', 'sw', 'product']) {
      expect(await renderContentFile({ ...subject, contentType: type })).toBeNull();
    }
  });

  it('gives identical output for identical input', async () => {
    expect(renderDxf(subject)).toBe(renderDxf({ ...subject }));
    expect(renderIfc(subject)).toBe(renderIfc({ ...subject }));
  });

  it('formats spec parts as pages', () => {
    const pages = specPages({
      section: '08 11 13',
      title: 'Hollow Metal Doors and Frames',
      parts: [{ number: 1, title: 'GENERAL', articles: [{ number: '1.1', title: 'SUMMARY', paragraphs: [{ id: 'p-1-1-A', label: 'A', text: 'section includes doors.', options: ['One', 'Two'] }] }] }],
    });
    expect(pages).toEqual(['PART 1 – GENERAL\n1.1 SUMMARY\nA. Section includes doors. [One | Two]']);
  });
});
