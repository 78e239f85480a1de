import type { ContentType } from './content-types';

/**
 * What the utility page of a content type (/content-type/{type}/util) tells an architect: how the
 * items are used, and what each file format is and what opens it. Counts come from the catalog.
 */

interface FileFormatInfo {
  name: string;
  description: string;
  opensWith: string;
}

const FILE_FORMATS: Readonly<Record<string, FileFormatInfo>> = {
  dxf: {
    name: 'DXF (Drawing Exchange Format)',
    description: 'Two-dimensional details in the open exchange format every CAD program reads.',
    opensWith: 'AutoCAD, BricsCAD, DraftSight, Vectorworks, LibreCAD, or an external reference in Revit',
  },
  dwg: {
    name: 'DWG (AutoCAD drawing)',
    description: 'Two-dimensional details in AutoCAD’s native format.',
    opensWith: 'AutoCAD, BricsCAD, DraftSight, Vectorworks',
  },
  ifc: {
    name: 'IFC (Industry Foundation Classes)',
    description: 'The open BIM standard (ISO 16739): geometry with the product’s properties, ready to place in a model.',
    opensWith: 'Revit, Archicad, Vectorworks, Tekla, Allplan, or any free IFC viewer',
  },
  rfa: { name: 'RFA (Revit family)', description: 'A parametric Revit family.', opensWith: 'Revit' },
  pdf: {
    name: 'PDF',
    description: 'A printable document with the text and tables as published.',
    opensWith: 'any PDF reader or web browser',
  },
  mp4: { name: 'MP4 video', description: 'A video file.', opensWith: 'any web browser or media player' },
  html: {
    name: 'Web page',
    description: 'Opens on this site or the manufacturer’s; nothing to install.',
    opensWith: 'any web browser',
  },
};

/** The description of a file format; a format we have no words for is named by its extension. */
export function fileFormatInfo(format: string): FileFormatInfo {
  return (
    FILE_FORMATS[format.toLowerCase()] ?? {
      name: format.toUpperCase(),
      description: 'A file in the format the manufacturer published.',
      opensWith: 'the program named in the item’s description',
    }
  );
}

/** How an architect puts an item of each type to work, in one or two sentences. */
export const CONTENT_TYPE_USAGE: Readonly<Record<ContentType, string>> = {
  cad: 'Download the detail and insert it into your drawing set as a block or external reference; dimensions are in the units the manufacturer drew.',
  bim: 'Download the object and link or import it into your model; its properties travel with it into schedules and quantity take-offs.',
  certificate: 'Download the certificate to show a product meets the standard it names; check the listing’s scope and expiry before you rely on it.',
  epd: 'Use the declared life-cycle figures in whole-building assessments and for sustainable design credits; compare declarations of the same product category only.',
  hpd: 'Review the declared ingredients and hazards when selecting materials for health-focused rating systems.',
  product: 'Open a product to see its description and every document published for it, then download what your project needs.',
  spec: 'Open the guide specification and copy the sections you need into your project manual, or download it in the format your office uses.',
  sw: 'Answer the wizard’s questions to build a project specification, then download it as a document or save it to a project.',
  video: 'Watch the manufacturer’s demonstrations and installation videos in the page; only videos whose file is on this site are listed.',
  catalog: 'Read the catalog page by page on this site or search its text; download it for offline reading.',
  datasheet: 'Download the data sheet for dimensions, performance and test results when you compare and select products.',
  webinar: 'Watch a past presentation’s recording in the page, or register for an upcoming one on the manufacturer’s site; only webinars with one or the other are listed.',
  software: 'Download the manufacturer’s design and selection tool, or open it on the manufacturer’s site; only tools with one or the other are listed.',
};

/** A file size for people: "850 KB", "2.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
