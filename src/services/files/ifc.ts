import { drawnRows } from '../../domain/drawing-attributes';
import { writeRecordProperties } from './ifc-properties';
import { elementShape } from './ifc-shapes';
import { guid, real, StepData, str } from './ifc-step';
import { elementKind, elementSize, elementThickness, type ElementKind, type FileSubject } from './subject';

/**
 * An IFC 4.3 model (ISO 10303-21 / STEP physical file) in SI units (metres): project, site, building and
 * storey, and one element of the class its template names (else of its family: IfcDoor, IfcWindow,
 * IfcCovering, IfcBuildingElementProxy) whose body is its parts as extruded solids (frame, leaf, sash,
 * glass, faces and core), with the door's swing as a plan representation; the record's property and
 * quantity sets and materials (ifc-properties.ts).
 */

const M_PER_INCH = 0.0254;

/** The IFC class and predefined type of a product: its template's class, else by kind, finishes and envelope layers as coverings. */
function ifcClass(subject: FileSubject, kind: ElementKind): { entity: string; type: string | null } {
  const named = subject.productRecord?.template.ifcClass;
  if (named && named !== 'IfcCovering') return { entity: named.toUpperCase(), type: named === 'IfcFurnishingElement' ? null : named === 'IfcBuildingElementProxy' ? '.ELEMENT.' : '.NOTDEFINED.' };
  if (kind === 'door' && !named) return { entity: 'IFCDOOR', type: '.NOTDEFINED.' };
  if (kind === 'window' && !named) return { entity: 'IFCWINDOW', type: '.NOTDEFINED.' };
  const s = subject.section ?? '';
  const covering: ReadonlyArray<readonly [RegExp, string]> = [
    [/^07 2/, '.INSULATION.'],
    [/^07 [156]/, '.MEMBRANE.'],
    [/^07 [34]/, '.CLADDING.'],
    [/^09 5/, '.CEILING.'],
    [/^09 6/, '.FLOORING.'],
    [/^09/, '.CLADDING.'],
  ];
  const match = covering.find(([pattern]) => pattern.test(s));
  if (named === 'IfcCovering') return { entity: 'IFCCOVERING', type: match ? match[1] : '.NOTDEFINED.' };
  return match ? { entity: 'IFCCOVERING', type: match[1] } : { entity: 'IFCBUILDINGELEMENTPROXY', type: '.ELEMENT.' };
}

export function renderIfc(subject: FileSubject): string {
  const kind = elementKind(subject);
  const size = elementSize(subject, kind);
  const thickness = elementThickness(subject, kind);
  const width = size.width * M_PER_INCH;
  const height = size.height * M_PER_INCH;
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
  // SI units throughout: property values are written in the record's canonical units.
  const siUnits = [
    'IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)',
    'IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)',
    'IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)',
    'IFCSIUNIT(*,.MASSUNIT.,.KILO.,.GRAM.)',
    'IFCSIUNIT(*,.TIMEUNIT.,$,.SECOND.)',
    'IFCSIUNIT(*,.THERMODYNAMICTEMPERATUREUNIT.,$,.KELVIN.)',
    'IFCSIUNIT(*,.PRESSUREUNIT.,$,.PASCAL.)',
    'IFCSIUNIT(*,.POWERUNIT.,$,.WATT.)',
  ].map((unit) => d.add(unit));
  const units = d.add(`IFCUNITASSIGNMENT((${siUnits.join(',')}))`);
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
  const { entity, type } = ifcClass(subject, kind);
  const opening = entity === 'IFCDOOR' || entity === 'IFCWINDOW';
  const element = d.add(opening ? `${entity}(${common},${real(height)},${real(width)},${type},$,$)` : type ? `${entity}(${common},${type})` : `${entity}(${common})`);
  d.add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${id()},${owner},$,$,(${element}),${storey})`);

  const propertySet = (setName: string, properties: string[]) => {
    const set = d.add(`IFCPROPERTYSET(${id()},${owner},${str(setName)},$,(${properties.join(',')}))`);
    d.add(`IFCRELDEFINESBYPROPERTIES(${id()},${owner},$,$,(${element}),${set})`);
  };
  const value = (key: string, typed: string) => d.add(`IFCPROPERTYSINGLEVALUE(${str(key)},$,${typed},$)`);
  const label = (key: string, text: string) => value(key, `IFCLABEL(${str(text)})`);
  const record = subject.productRecord ?? null;
  propertySet('Pset_ManufacturerTypeInformation', [
    label('Manufacturer', subject.companyName),
    label('ModelReference', name),
    label('ModelLabel', record?.tradename ?? subject.title),
    label('ProductionYear', String(subject.date.getUTCFullYear())),
  ]);
  if (record) writeRecordProperties({ d, id, owner, element }, record);
  // The data sheet's ratings and sizes word for word, beside the overall sizes in metres.
  propertySet('SpecFinder_Product', [
    label('CSISection', subject.section ?? ''),
    value('Description', `IFCTEXT(${str(subject.description)})`),
    value('OverallWidth', `IFCPOSITIVELENGTHMEASURE(${real(width)})`),
    value('OverallHeight', `IFCPOSITIVELENGTHMEASURE(${real(height)})`),
    value('Thickness', `IFCPOSITIVELENGTHMEASURE(${real(thickness * M_PER_INCH)})`),
    ...(record ? drawnRows(record) : []).filter((a) => a.label !== 'Thickness').map((a) => label(a.label, a.value)),
  ]);

  return [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');`,
    `FILE_NAME(${str(subject.filename)},'${when}',('Catalog Generator'),(${str(subject.companyName)}),'SpecFinder seed','SpecFinder Demo Catalog','');`,
    `FILE_SCHEMA(('IFC4X3_ADD2'));`,
    'ENDSEC;',
    'DATA;',
    ...d.lines,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
