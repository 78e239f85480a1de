import { drawingAttributes } from '../../domain/drawing-attributes';
import { elementShape } from './ifc-shapes';
import { elementKind, elementSize, elementThickness, stableHash, type ElementKind, type FileSubject } from './subject';

/**
 * An IFC2X3 model (ISO 10303-21 / STEP physical file): project, site, building and storey, and
 * one element of its family's class (IfcDoor, IfcWindow, IfcCovering, IfcBuildingElementProxy)
 * whose body is its parts as extruded solids (frame, leaf, sash, glass, faces and core), with the
 * door's swing as a plan representation, and property sets carrying the product's attributes.
 */

const GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';
const MM_PER_INCH = 25.4;

/** A 22-character IFC GlobalId derived from `key` (stable for the same subject). */
function guid(key: string): string {
  let state = stableHash(key) || 1;
  let out = GUID_CHARS[state % 4];
  for (let i = 1; i < 22; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out += GUID_CHARS[state % 64];
  }
  return out;
}

/** STEP string literal: quotes doubled, backslashes doubled, non-ASCII as \X2\hhhh\X0\. */
function str(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (ch === "'") out += "''";
    else if (ch === '\\') out += '\\\\';
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code <= 0xffff) out += `\\X2\\${code.toString(16).toUpperCase().padStart(4, '0')}\\X0\\`;
  }
  return `'${out}'`;
}

function real(value: number): string {
  const text = Number.isInteger(value) ? `${value}.` : String(Number(value.toFixed(3)));
  return text.includes('.') ? text : `${text}.`;
}

/** The IFC class and predefined type of a product: openings by kind, finishes and envelope layers as coverings. */
function ifcClass(kind: ElementKind, section: string | null): { entity: string; type: string | null } {
  if (kind === 'door') return { entity: 'IFCDOOR', type: null };
  if (kind === 'window') return { entity: 'IFCWINDOW', type: null };
  const s = section ?? '';
  const covering: ReadonlyArray<readonly [RegExp, string]> = [
    [/^07 2/, '.INSULATION.'],
    [/^07 [156]/, '.MEMBRANE.'],
    [/^07 [34]/, '.CLADDING.'],
    [/^09 5/, '.CEILING.'],
    [/^09 6/, '.FLOORING.'],
    [/^09/, '.CLADDING.'],
  ];
  const match = covering.find(([pattern]) => pattern.test(s));
  return match ? { entity: 'IFCCOVERING', type: match[1] } : { entity: 'IFCBUILDINGELEMENTPROXY', type: '.ELEMENT.' };
}

class StepData {
  readonly lines: string[] = [];
  add(entity: string): string {
    const ref = `#${this.lines.length + 1}`;
    this.lines.push(`${ref}=${entity};`);
    return ref;
  }
}

export function renderIfc(subject: FileSubject): string {
  const kind = elementKind(subject);
  const size = elementSize(subject, kind);
  const thickness = elementThickness(subject, kind);
  const width = size.width * MM_PER_INCH;
  const height = size.height * MM_PER_INCH;
  const name = subject.productName ?? subject.title;
  const timestamp = Math.floor(subject.date.getTime() / 1000);
  let guids = 0;
  const id = () => `'${guid(`${subject.filename}|${subject.companyName}|${++guids}`)}'`;
  const when = subject.date.toISOString().slice(0, 19);
  const d = new StepData();

  const person = d.add(`IFCPERSON($,'Catalog','Generator',$,$,$,$,$)`);
  const org = d.add(`IFCORGANIZATION($,${str(subject.companyName)},$,$,$)`);
  const personOrg = d.add(`IFCPERSONANDORGANIZATION(${person},${org},$)`);
  const app = d.add(`IFCAPPLICATION(${org},'2.0','SpecFinder Demo Catalog','SPECFINDER')`);
  const owner = d.add(`IFCOWNERHISTORY(${personOrg},${app},$,.ADDED.,$,${personOrg},${app},${timestamp})`);
  const xDir = d.add(`IFCDIRECTION((1.,0.,0.))`);
  const zDir = d.add(`IFCDIRECTION((0.,0.,1.))`);
  const origin = d.add(`IFCCARTESIANPOINT((0.,0.,0.))`);
  const world = d.add(`IFCAXIS2PLACEMENT3D(${origin},${zDir},${xDir})`);
  const context = d.add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${world},$)`);
  const planContext = d.add(`IFCGEOMETRICREPRESENTATIONSUBCONTEXT('FootPrint','Model',*,*,*,*,${context},$,.PLAN_VIEW.,$)`);
  const units = d.add(`IFCUNITASSIGNMENT((${d.add(`IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.)`)}))`);
  const project = d.add(`IFCPROJECT(${id()},${owner},${str(subject.title)},${str(subject.description)},$,$,$,(${context}),${units})`);
  const sitePlace = d.add(`IFCLOCALPLACEMENT($,${world})`);
  const site = d.add(`IFCSITE(${id()},${owner},'Site',$,$,${sitePlace},$,$,.ELEMENT.,$,$,$,$,$)`);
  const buildingPlace = d.add(`IFCLOCALPLACEMENT(${sitePlace},${world})`);
  const building = d.add(`IFCBUILDING(${id()},${owner},'Building',$,$,${buildingPlace},$,$,.ELEMENT.,$,$,$)`);
  const storeyPlace = d.add(`IFCLOCALPLACEMENT(${buildingPlace},${world})`);
  const storey = d.add(`IFCBUILDINGSTOREY(${id()},${owner},'Level 1',$,$,${storeyPlace},$,$,.ELEMENT.,0.)`);
  d.add(`IFCRELAGGREGATES(${id()},${owner},$,$,${project},(${site}))`);
  d.add(`IFCRELAGGREGATES(${id()},${owner},$,$,${site},(${building}))`);
  d.add(`IFCRELAGGREGATES(${id()},${owner},$,$,${building},(${storey}))`);

  // The body: each part an extruded rectangle, placed at its centre on the floor of the part.
  const shape = elementShape(kind, size.width, size.height, thickness);
  const profilePlace = d.add(`IFCAXIS2PLACEMENT2D(${d.add('IFCCARTESIANPOINT((0.,0.))')},$)`);
  const solids = shape.boxes.map((b) => {
    const profile = d.add(`IFCRECTANGLEPROFILEDEF(.AREA.,${str(b.part)},${profilePlace},${real(b.dx)},${real(b.dy)})`);
    const at = d.add(`IFCCARTESIANPOINT((${real(b.x + b.dx / 2)},${real(b.y + b.dy / 2)},${real(b.z)}))`);
    return d.add(`IFCEXTRUDEDAREASOLID(${profile},${d.add(`IFCAXIS2PLACEMENT3D(${at},${zDir},${xDir})`)},${zDir},${real(b.dz)})`);
  });
  const representations = [d.add(`IFCSHAPEREPRESENTATION(${context},'Body','SweptSolid',(${solids.join(',')}))`)];
  if (shape.swing) {
    const points = shape.swing.map(([x, y]) => d.add(`IFCCARTESIANPOINT((${real(x)},${real(y)}))`));
    const curve = d.add(`IFCPOLYLINE((${points.join(',')}))`);
    representations.push(d.add(`IFCSHAPEREPRESENTATION(${planContext},'FootPrint','Curve2D',(${curve}))`));
  }
  const productShape = d.add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${representations.join(',')}))`);
  const place = d.add(`IFCLOCALPLACEMENT(${storeyPlace},${world})`);
  const common = `${id()},${owner},${str(name)},${str(subject.description)},${str(subject.section ?? 'Product')},${place},${productShape},${str(subject.filename)}`;
  const { entity, type } = ifcClass(kind, subject.section);
  const element = d.add(kind === 'panel' ? `${entity}(${common},${type})` : `${entity}(${common},${real(height)},${real(width)})`);
  d.add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${id()},${owner},$,$,(${element}),${storey})`);

  const propertySet = (setName: string, properties: string[]) => {
    const set = d.add(`IFCPROPERTYSET(${id()},${owner},${str(setName)},$,(${properties.join(',')}))`);
    d.add(`IFCRELDEFINESBYPROPERTIES(${id()},${owner},$,$,(${element}),${set})`);
  };
  const value = (key: string, typed: string) => d.add(`IFCPROPERTYSINGLEVALUE(${str(key)},$,${typed},$)`);
  const label = (key: string, text: string) => value(key, `IFCLABEL(${str(text)})`);
  const attributes = drawingAttributes(subject.productAttributes ?? []).list;
  propertySet('Pset_ManufacturerTypeInformation', [
    label('Manufacturer', subject.companyName),
    label('ModelReference', name),
    label('ModelLabel', subject.title),
    label('ProductionYear', String(subject.date.getUTCFullYear())),
  ]);
  const commonSet = kind === 'door' ? 'Pset_DoorCommon' : kind === 'window' ? 'Pset_WindowCommon' : null;
  const rated = attributes.filter((a) => ['STC', 'FireRating'].includes(a.name) || (a.name === 'UFactor' && Number.isFinite(Number(a.value))));
  if (commonSet && rated.length > 0) {
    propertySet(commonSet, rated.map((a) =>
      a.name === 'UFactor'
        ? value('ThermalTransmittance', `IFCTHERMALTRANSMITTANCEMEASURE(${real(Number(a.value) * 5.678)})`)
        : label(a.name === 'STC' ? 'AcousticRating' : 'FireRating', a.name === 'STC' ? `STC ${a.value}` : a.value),
    ));
  }
  propertySet('SpecFinder_Product', [
    label('CSISection', subject.section ?? ''),
    value('Description', `IFCTEXT(${str(subject.description)})`),
    value('OverallWidth', `IFCPOSITIVELENGTHMEASURE(${real(width)})`),
    value('OverallHeight', `IFCPOSITIVELENGTHMEASURE(${real(height)})`),
    value('Thickness', `IFCPOSITIVELENGTHMEASURE(${real(thickness * MM_PER_INCH)})`),
    ...attributes.filter((a) => a.name !== 'Thickness').map((a) => label(a.name, a.value)),
  ]);

  return [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');`,
    `FILE_NAME(${str(subject.filename)},'${when}',('Catalog Generator'),(${str(subject.companyName)}),'SpecFinder seed','SpecFinder Demo Catalog','');`,
    `FILE_SCHEMA(('IFC2X3'));`,
    'ENDSEC;',
    'DATA;',
    ...d.lines,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
