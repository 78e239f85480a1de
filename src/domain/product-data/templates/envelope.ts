import { choice, compressiveStrength, fireRating, flag, gauge, measure, nrc, rValue, standards, template, thickness, warranty, width, windLoad } from '../define';
import type { ProductTemplate } from '../template';

const HOUR = 3600;
const percent = (id: string, name: string, typical: number[], phrase: string, extra = {}) =>
  measure(id, name, 'performance', 'ratio', 'percent', { min: 0, max: 2, decimals: 0, typical, phrase, ...extra });
const mil = (id: string, name: string, typical: number[], phrase: string) =>
  measure(id, name, 'dimensions', 'm', 'mil', { min: 0, max: 0.01, decimals: 0, facet: true, typical, phrase });
const solarReflectance = (typical: number[]) =>
  measure('solar-reflectance', 'Initial solar reflectance', 'performance', 'ratio', 'ratio', { min: 0, max: 1, decimals: 2, facet: true, typical, phrase: 'initial solar reflectance {}' });

/** Divisions 03–07: concrete, masonry, metals, wood, thermal and moisture protection. */
export const ENVELOPE_TEMPLATES: ProductTemplate[] = [
  template('concrete-masonry-units', 'Concrete masonry units', ['04 22 00'], 'IfcBuildingElementProxy', [
    compressiveStrength([2000, 2500, 3000], { phrase: 'net compressive strength {}' }),
    fireRating([60, 120, 180, 240], { ifc: 'Pset_WallCommon.FireRating' }),
    width([8, 10, 12], 'in', { phrase: '{} nominal width' }),
    choice('aggregate', 'Aggregate', 'construction', ['lightweight', 'medium weight', 'normal weight'], { facet: true, phrase: '{} aggregate' }),
    flag('water-repellent', 'Integral water repellent', 'construction', { typical: [true, false], phrase: 'integral water repellent admixture' }),
    standards(['ASTM C90', 'ASTM C140', 'ASTM C270', 'TMS 402/602']),
    warranty([1, 5, 10]),
  ]),
  template('face-brick', 'Face brick', ['04 21 00'], 'IfcBuildingElementProxy', [
    choice('grade', 'Grade and type (ASTM C216)', 'performance', ['Grade SW, Type FBS', 'Grade SW, Type FBX'], { facet: true, phrase: '{}' }),
    measure('absorption-rate', 'Initial rate of absorption', 'performance', 'kg/s', 'g/min', { min: 0, max: 0.01, decimals: 0, typical: [20, 30], phrase: 'initial rate of absorption below {}' }),
    choice('texture', 'Texture', 'construction', ['smooth', 'wire-cut', 'velour', 'tumbled'], { facet: true, phrase: '{} texture' }),
    standards(['ASTM C216', 'ASTM C1088', 'ASTM C67']),
    warranty([10, 25, 50]),
  ]),
  template('manufactured-stone', 'Manufactured stone veneer', ['04 73 00'], 'IfcCovering', [
    measure('weight', 'Installed weight', 'performance', 'kg/m2', 'lb/ft2', { min: 0, max: 500, decimals: 0, facet: true, typical: [10, 12, 15], phrase: 'average weight {}' }),
    measure('freeze-thaw', 'Freeze-thaw durability', 'performance', 'count', 'count', { min: 0, max: 500, decimals: 0, typical: [50], phrase: 'freeze-thaw durability to {} cycles' }),
    choice('blend', 'Color blend', 'construction', ['charcoal', 'buff', 'limestone', 'sandstone'], { facet: true, phrase: '{} blend' }),
    standards(['ASTM C1670', 'ASTM C1364', 'ASTM C1780']),
    warranty([25, 50]),
  ]),
  template('architectural-precast', 'Architectural precast', ['03 45 00'], 'IfcPlate', [
    compressiveStrength([5000, 6000], { phrase: '28-day compressive strength {}' }),
    rValue([16, 20], { phrase: '{} insulated core' }),
    choice('surface', 'Surface', 'construction', ['acid-etched', 'sandblasted', 'form-finish'], { facet: true, phrase: '{} surface' }),
    standards(['PCI MNL-117', 'PCI MNL-130', 'ASTM C947']),
    warranty([1, 5, 10]),
  ]),
  template('metal-stairs', 'Metal stairs', ['05 51 00'], 'IfcStair', [
    windLoad('live-load', 'Live load', [100], { facet: false }),
    gauge('gauge', 'Tread pan gauge', [10, 12], { phrase: '{} steel pan treads' }),
    choice('stringer', 'Stringers', 'construction', ['MC10 channel', 'MC12 channel'], { phrase: '{} stringers' }),
    choice('finish', 'Finish', 'construction', ['shop-primed', 'galvanized'], { phrase: '{} finish' }),
    standards(['NAAMM AMP 510', 'ASTM A36', 'ASTM A1011']),
    warranty([1, 2]),
  ]),
  template('metal-railings', 'Metal railings', ['05 52 00'], 'IfcRailing', [
    measure('concentrated-load', 'Concentrated load', 'performance', 'N', 'lbf', { min: 0, max: 10_000, decimals: 0, typical: [200], phrase: '{} concentrated load' }),
    measure('handrail-diameter', 'Handrail outside diameter', 'dimensions', 'm', 'in', { min: 0, max: 0.1, typical: [1.25, 1.5], phrase: '{} OD handrail', ifc: 'Pset_RailingCommon.Diameter' }),
    choice('material', 'Material', 'construction', ['Type 304 stainless steel', 'Type 316 stainless steel'], { facet: true, phrase: '{}' }),
    choice('finish', 'Finish', 'construction', ['#4 satin', 'mirror'], { phrase: '{} finish' }),
    standards(['ASTM E985', 'ASTM E935', 'IBC 1015']),
    warranty([1, 5, 10]),
  ]),
  template('steel-decking', 'Steel decking', ['05 31 00'], 'IfcSlab', [
    fireRating([60, 120], { ifc: 'Pset_SlabCommon.FireRating' }),
    nrc([0.6, 0.7], { phrase: '{} acoustical version' }),
    measure('rib-depth', 'Rib depth', 'dimensions', 'm', 'in', { min: 0, max: 0.2, facet: true, typical: [1.5, 2, 3], phrase: '{} rib depth' }),
    gauge('gauge', 'Gauge', [18, 20, 22], { phrase: '{} galvanized steel' }),
    choice('coating', 'Zinc coating', 'construction', ['G60', 'G90'], { phrase: '{} coating' }),
    standards(['ANSI/SDI RD-2017', 'ANSI/SDI C-2017', 'ASTM A653', 'UL 263']),
    warranty([1, 2]),
  ]),
  template('thermoplastic-roof-membranes', 'Thermoplastic roof membranes', ['07 54 00'], 'IfcCovering', [
    solarReflectance([0.79, 0.84]),
    measure('sri', 'Solar reflectance index (SRI)', 'performance', 'ratio', 'ratio', { min: 0, max: 130, decimals: 0, format: 'SRI {}', typical: [99, 104], phrase: '{}' }),
    mil('thickness', 'Thickness', [45, 60, 80], '{} thickness'),
    choice('polymer', 'Polymer', 'construction', ['TPO', 'PVC', 'KEE'], { facet: true, phrase: '{} membrane' }),
    choice('installation', 'Installation', 'construction', ['mechanically attached', 'fully adhered', 'induction welded'], { facet: true, phrase: '{} installation' }),
    standards(['ASTM D6878', 'ASTM D4434', 'UL 790', 'FM 4470']),
    warranty([10, 15, 20, 30]),
  ]),
  template('modified-bitumen-roofing', 'Modified bitumen roofing', ['07 52 00'], 'IfcCovering', [
    measure('low-temperature-flexibility', 'Low-temperature flexibility', 'performance', 'K', 'degF', { min: 200, max: 300, decimals: 0, typical: [-15, -25], phrase: 'low-temperature flexibility {}' }),
    choice('modifier', 'Modifier', 'construction', ['SBS', 'APP'], { facet: true, phrase: '{}-modified bitumen' }),
    choice('reinforcement', 'Reinforcement', 'construction', ['polyester', 'fiberglass'], { phrase: '{} reinforcement' }),
    choice('surface', 'Surface', 'construction', ['granule', 'smooth'], { phrase: '{} surface' }),
    standards(['ASTM D6162', 'ASTM D6163', 'ASTM D6164', 'UL 790']),
    warranty([10, 15, 20]),
  ]),
  template('metal-roof-panels', 'Metal roof panels', ['07 41 00'], 'IfcCovering', [
    gauge('gauge', 'Gauge', [22, 24], { phrase: '{} Galvalume steel' }),
    measure('seam-height', 'Seam height', 'dimensions', 'm', 'in', { min: 0, max: 0.1, facet: true, typical: [1, 1.5, 2], phrase: '{} seam height' }),
    width([16, 18], 'in', { phrase: '{} panel width' }),
    choice('coating', 'Coating', 'construction', ['PVDF Kynar 500', 'PVDF Hylar 5000'], { phrase: '{} coating' }),
    standards(['ASTM E1592', 'UL 580', 'UL 2218', 'ASTM E1680', 'ASTM E1646']),
    warranty([20, 30]),
  ]),
  template('metal-wall-panels', 'Metal wall panels', ['07 42 00'], 'IfcCovering', [
    rValue([]),
    thickness([2, 3, 4], 'in', { phrase: '{} foam core' }),
    choice('joint', 'Joint', 'construction', ['concealed fastener', 'exposed fastener'], { phrase: '{} joint' }),
    standards(['NFPA 285', 'ASTM E84', 'ASTM E330', 'AAMA 508']),
    warranty([10, 20]),
  ]),
  template('fiber-cement-siding', 'Fiber cement siding', ['07 46 00'], 'IfcCovering', [
    thickness([0.3125, 0.4375]),
    measure('colors', 'Factory colors', 'construction', 'count', 'count', { min: 1, max: 200, decimals: 0, typical: [24, 40], phrase: 'factory-applied finish in {} colors' }),
    flag('noncombustible', 'Noncombustible (ASTM E136)', 'performance', { facet: true, typical: [true], phrase: 'noncombustible per ASTM E136' }),
    standards(['ASTM C1186', 'ASTM E136', 'ASTM E84']),
    warranty([15, 30, 50]),
  ]),
  template('eifs', 'Exterior insulation and finish systems (EIFS)', ['07 24 00'], 'IfcCovering', [
    thickness([1.5, 2, 4], 'in', { phrase: '{} EPS board' }),
    rValue([]),
    choice('impact-resistance', 'Impact resistance (ASTM E2486)', 'performance', ['Standard', 'High', 'Ultra-High'], { facet: true, phrase: '{} impact resistance' }),
    choice('drainage', 'Drainage', 'construction', ['drainage', 'barrier'], { facet: true, phrase: '{} system with fluid-applied water-resistive barrier' }),
    standards(['ASTM E2568', 'ASTM E2273', 'NFPA 285']),
    warranty([5, 10, 15]),
  ]),
  template('sheet-waterproofing', 'Sheet waterproofing', ['07 13 00'], 'IfcCovering', [
    mil('thickness', 'Thickness', [40, 60], '{} thickness'),
    measure('hydrostatic-head', 'Hydrostatic head resistance', 'performance', 'm', 'ft', { min: 0, max: 200, decimals: 0, typical: [200, 230], phrase: 'hydrostatic head resistance {}' }),
    measure('permeance', 'Water vapor permeance', 'performance', 'ng/(Pa.s.m2)', 'perm', { min: 0, max: 10_000, decimals: 2, typical: [0.05, 0.1], phrase: 'permeance below {}' }),
    standards(['ASTM D412', 'ASTM E96', 'ASTM D5385', 'ASTM E154']),
    warranty([5, 10, 15]),
  ]),
  template('air-barriers', 'Air barriers', ['07 27 00'], 'IfcCovering', [
    measure('air-leakage', 'Air leakage', 'performance', 'm3/(s.m2)', 'cfm/ft2', { min: 0, max: 0.01, decimals: 3, typical: [0.004, 0.02], phrase: 'air leakage below {}' }),
    measure('permeance', 'Water vapor permeance', 'performance', 'ng/(Pa.s.m2)', 'perm', { min: 0, max: 10_000, decimals: 1, facet: true, typical: [0.1, 12, 25], phrase: 'vapor permeance {}' }),
    mil('thickness', 'Wet film thickness', [40, 60], '{} wet film thickness'),
    standards(['ASTM E2178', 'ASTM E2357', 'ASTM E96', 'NFPA 285']),
    warranty([5, 10, 15]),
  ]),
  template('board-insulation', 'Board insulation', ['07 21 00'], 'IfcCovering', [
    rValue([], { phrase: '{} thermal resistance' }),
    measure('r-value-per-inch', 'R-value per inch', 'performance', 'm2K/W', 'Rus', { min: 0, max: 10, decimals: 1, format: 'R-{}', typical: [], phrase: '{} per inch' }),
    thickness([1, 1.5, 2, 2.5, 3, 4], 'in'),
    measure('compressive-strength', 'Compressive strength', 'performance', 'Pa', 'psi', { min: 0, max: 1e6, decimals: 0, facet: true, typical: [20, 25, 40], phrase: 'compressive strength {}' }),
    choice('material', 'Material', 'construction', ['polyisocyanurate', 'extruded polystyrene (XPS)', 'expanded polystyrene (EPS)', 'mineral wool'], { facet: true, typical: [], phrase: '{} core' }),
    choice('facer', 'Facer', 'construction', ['foil', 'glass fiber', 'unfaced'], { typical: [], phrase: '{} facer' }),
    standards(['ASTM C1289', 'ASTM C578', 'ASTM C612', 'ASTM E84', 'ASTM E136']),
    warranty([1, 5, 10, 20]),
  ]),
  template('firestopping', 'Firestopping', ['07 84 00'], 'IfcBuildingElementProxy', [
    fireRating([120, 180, 240], { name: 'F-rating', phrase: 'F-rating {}' }),
    measure('t-rating', 'T-rating', 'performance', 's', 'min', { min: 0, max: 4 * HOUR, decimals: 0, typical: [0, 60, 120], phrase: 'T-rating {}' }),
    percent('movement', 'Movement capability', [25, 50], 'movement capability {}'),
    measure('l-rating', 'L-rating (air leakage)', 'performance', 'm3/(s.m2)', 'cfm/ft2', { min: 0, max: 0.1, decimals: 0, typical: [5, 10], phrase: 'L-rating below {}' }),
    standards(['ASTM E814', 'UL 1479', 'UL 2079', 'ASTM E2307']),
    warranty([1, 5]),
  ]),
  template('applied-fireproofing', 'Applied fireproofing', ['07 81 00'], 'IfcCovering', [
    fireRating([60, 120, 180]),
    measure('bond-strength', 'Bond strength', 'performance', 'Pa', 'psf', { min: 0, max: 1e6, decimals: 0, typical: [150, 400], phrase: 'bond strength {}' }),
    measure('density', 'Density', 'performance', 'kg/m3', 'pcf', { min: 0, max: 2000, decimals: 0, typical: [15, 22], phrase: 'density {}' }),
    standards(['UL 263', 'ASTM E119', 'ASTM E605', 'ASTM E736']),
    warranty([1, 5, 10]),
  ]),
  template('joint-sealants', 'Joint sealants', ['07 92 00'], 'IfcBuildingElementProxy', [
    percent('movement', 'Movement capability', [25, 50, 100], 'movement capability ±{}', { facet: true }),
    choice('chemistry', 'Chemistry', 'construction', ['silicone', 'polyurethane', 'hybrid', 'acrylic latex'], { facet: true, typical: [], phrase: '{} sealant' }),
    measure('voc', 'VOC content', 'performance', 'kg/m3', 'g/L', { min: 0, max: 1000, decimals: 0, facet: true, typical: [50, 100], phrase: 'VOC content below {}' }),
    standards(['ASTM C920', 'ASTM C719', 'ASTM C1193']),
    warranty([5, 10, 20]),
  ]),
  template('expansion-joint-covers', 'Expansion joint covers', ['07 95 00'], 'IfcBuildingElementProxy', [
    fireRating([], { phrase: '{} fire barrier' }),
    width([2, 4, 6, 12], 'in', { phrase: 'joint width {}' }),
    percent('movement', 'Movement capability', [50, 100], 'movement ±{}'),
    standards(['ASTM E1399', 'UL 2079', 'ASTM E1966']),
    warranty([1, 5, 10]),
  ]),
  template('glued-laminated-timber', 'Glued-laminated timber', ['06 18 00'], 'IfcBeam', [
    choice('stress-class', 'Stress class', 'performance', ['24F-V4', '24F-V8', '20F-E8M1'], { facet: true, phrase: 'stress class {}' }),
    choice('species', 'Species', 'construction', ['Douglas fir', 'southern yellow pine', 'spruce-pine-fir'], { facet: true, phrase: '{} laminations' }),
    choice('appearance', 'Appearance grade', 'construction', ['architectural', 'industrial', 'premium'], { phrase: '{} appearance grade' }),
    standards(['ANSI A190.1', 'ANSI/APA PRG 320', 'ASTM D3737']),
    warranty([1, 5]),
  ]),
  template('structural-sheathing', 'Structural sheathing', ['06 16 00'], 'IfcPlate', [
    thickness([0.4375, 0.46875, 0.59375]),
    choice('bond', 'Bond classification', 'performance', ['Exposure 1', 'Exterior'], { phrase: '{} bond classification' }),
    flag('integrated-wrb', 'Integrated water-resistive barrier', 'construction', { facet: true, typical: [true, false], phrase: 'integrated water-resistive barrier' }),
    standards(['DOC PS 1', 'DOC PS 2', 'ASTM E84']),
    warranty([1, 30, 50]),
  ]),
];
