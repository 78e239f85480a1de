import { elementKind, elementSize, stableHash, type FileSubject } from './subject';

/**
 * A minimal IFC2X3 model (ISO 10303-21 / STEP physical file): project, site, building
 * and storey, and one element (IfcDoor, IfcWindow or IfcBuildingElementProxy) with a
 * box body and the property sets Pset_ManufacturerTypeInformation and SpecFinder_Product.
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

export function renderIfc(subject: FileSubject): string {
  const kind = elementKind(subject);
  const size = elementSize(subject, kind);
  const width = size.width * MM_PER_INCH;
  const height = size.height * MM_PER_INCH;
  const depth = (kind === 'panel' ? 4 : 6) * MM_PER_INCH;
  const name = subject.productName ?? subject.title;
  const timestamp = Math.floor(subject.date.getTime() / 1000);
  const id = (n: number) => guid(`${subject.filename}|${subject.companyName}|${n}`);
  const when = subject.date.toISOString().slice(0, 19);

  const data: string[] = [
    `#1=IFCPERSON($,'Catalog','Generator',$,$,$,$,$);`,
    `#2=IFCORGANIZATION($,${str(subject.companyName)},$,$,$);`,
    `#3=IFCPERSONANDORGANIZATION(#1,#2,$);`,
    `#4=IFCAPPLICATION(#2,'1.0','SpecFinder Demo Catalog','SPECFINDER');`,
    `#5=IFCOWNERHISTORY(#3,#4,$,.ADDED.,$,#3,#4,${timestamp});`,
    `#6=IFCDIRECTION((1.,0.,0.));`,
    `#7=IFCDIRECTION((0.,0.,1.));`,
    `#8=IFCCARTESIANPOINT((0.,0.,0.));`,
    `#9=IFCAXIS2PLACEMENT3D(#8,#7,#6);`,
    `#10=IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,#9,$);`,
    `#11=IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.);`,
    `#12=IFCUNITASSIGNMENT((#11));`,
    `#13=IFCPROJECT('${id(13)}',#5,${str(subject.title)},${str(subject.description)},$,$,$,(#10),#12);`,
    `#14=IFCLOCALPLACEMENT($,#9);`,
    `#15=IFCSITE('${id(15)}',#5,'Site',$,$,#14,$,$,.ELEMENT.,$,$,$,$,$);`,
    `#16=IFCLOCALPLACEMENT(#14,#9);`,
    `#17=IFCBUILDING('${id(17)}',#5,'Building',$,$,#16,$,$,.ELEMENT.,$,$,$);`,
    `#18=IFCLOCALPLACEMENT(#16,#9);`,
    `#19=IFCBUILDINGSTOREY('${id(19)}',#5,'Level 1',$,$,#18,$,$,.ELEMENT.,0.);`,
    `#20=IFCRELAGGREGATES('${id(20)}',#5,$,$,#13,(#15));`,
    `#21=IFCRELAGGREGATES('${id(21)}',#5,$,$,#15,(#17));`,
    `#22=IFCRELAGGREGATES('${id(22)}',#5,$,$,#17,(#19));`,
    `#23=IFCCARTESIANPOINT((0.,0.));`,
    `#24=IFCAXIS2PLACEMENT2D(#23,$);`,
    `#25=IFCRECTANGLEPROFILEDEF(.AREA.,$,#24,${real(width)},${real(depth)});`,
    `#26=IFCEXTRUDEDAREASOLID(#25,#9,#7,${real(height)});`,
    `#27=IFCSHAPEREPRESENTATION(#10,'Body','SweptSolid',(#26));`,
    `#28=IFCPRODUCTDEFINITIONSHAPE($,$,(#27));`,
    `#29=IFCLOCALPLACEMENT(#18,#9);`,
  ];
  const common = `'${id(30)}',#5,${str(name)},${str(subject.description)},${str(subject.section ?? 'Product')},#29,#28,${str(subject.filename)}`;
  if (kind === 'door') data.push(`#30=IFCDOOR(${common},${real(height)},${real(width)});`);
  else if (kind === 'window') data.push(`#30=IFCWINDOW(${common},${real(height)},${real(width)});`);
  else data.push(`#30=IFCBUILDINGELEMENTPROXY(${common},.ELEMENT.);`);

  const label = (n: number, key: string, value: string) =>
    `#${n}=IFCPROPERTYSINGLEVALUE(${str(key)},$,IFCLABEL(${str(value)}),$);`;
  data.push(
    `#31=IFCRELCONTAINEDINSPATIALSTRUCTURE('${id(31)}',#5,$,$,(#30),#19);`,
    label(32, 'Manufacturer', subject.companyName),
    label(33, 'ModelReference', name),
    label(34, 'ModelLabel', subject.title),
    label(35, 'ProductionYear', String(subject.date.getUTCFullYear())),
    `#36=IFCPROPERTYSET('${id(36)}',#5,'Pset_ManufacturerTypeInformation',$,(#32,#33,#34,#35));`,
    `#37=IFCRELDEFINESBYPROPERTIES('${id(37)}',#5,$,$,(#30),#36);`,
    label(38, 'CSISection', subject.section ?? ''),
    `#39=IFCPROPERTYSINGLEVALUE('Description',$,IFCTEXT(${str(subject.description)}),$);`,
    `#40=IFCPROPERTYSET('${id(40)}',#5,'SpecFinder_Product',$,(#38,#39));`,
    `#41=IFCRELDEFINESBYPROPERTIES('${id(41)}',#5,$,$,(#30),#40);`,
  );

  return [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');`,
    `FILE_NAME(${str(subject.filename)},'${when}',('Catalog Generator'),(${str(subject.companyName)}),'SpecFinder seed','SpecFinder Demo Catalog','');`,
    `FILE_SCHEMA(('IFC2X3'));`,
    'ENDSEC;',
    'DATA;',
    ...data,
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
