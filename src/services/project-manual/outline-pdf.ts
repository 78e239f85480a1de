import { outlineDivisions } from '../../domain/project-manual/outline';
import type { ManualModel } from '../../domain/project-manual/model';
import { productLine } from '../../domain/project-manual/product-line';
import { PdfPages } from './pdf-writer';

/**
 * The outline specification (SpecLink's outline mode): one page per division, each section with its basis of
 * design and listed equals and their key properties (the template's facet properties, as specified).
 */
export async function renderOutlinePdf(model: Pick<ManualModel, 'project' | 'sections' | 'products'>): Promise<Uint8Array> {
  const { project } = model;
  const pages = await PdfPages.create(`Outline specification: ${project.name}`, project.firm || project.name);
  const divisions = outlineDivisions(model);
  if (divisions.length === 0) {
    pages.newPage(`${project.name}  |  Outline specification`);
    pages.text('This project has no sections yet.');
  }
  for (const [i, division] of divisions.entries()) {
    pages.newPage(`${project.name}  |  Outline specification  |  Division ${division.division}`);
    if (i === 0) pages.text(`OUTLINE SPECIFICATION: ${project.name} (${project.number}), ${project.date}`, { font: 'F2', size: 11 });
    pages.text(`DIVISION ${division.division} \u2013 ${division.title.toUpperCase()}`, { font: 'F2', size: 13, gap: i === 0 ? 12 : 0 });
    for (const section of division.sections) {
      pages.text(`${section.number}  ${section.title}`, { font: 'F2', size: 11, gap: 12 });
      if (section.products.length === 0) pages.text('Specified by the spec wizard selection in the project manual.', { indent: 18, gap: 4 });
      for (const product of section.products) {
        pages.text(productLine(product), { label: product.role === 'basis' ? 'Basis:' : 'Equal:', labelIndent: 18, indent: 60, gap: 6 });
        for (const p of product.keyProperties) pages.text(`${p.label}: ${p.value}`, { indent: 72, size: 9 });
      }
    }
  }
  return pages.save(project.name);
}
