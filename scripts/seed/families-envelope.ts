import { resistanceFromThickness } from './record-rules';
import type { Category } from './vocab-types';

const ROOF_CERTS = ['FM Approvals Certificate of Compliance', 'UL Class A Fire Classification Certificate', 'CRRC Rated Product Listing', 'Miami-Dade County NOA {22|23|24|25}-{0412|0718|1103|0916}.{01|03|05}'];
const ICC = 'ICC-ES Evaluation Report ESR-{2|3|4}{1|3|5}{0|2|8}{4|6|9}';

/** Divisions 03–07: concrete, masonry, metals, wood, thermal and moisture protection. */
export const ENVELOPE: readonly Category[] = [
  {
    title: 'Architectural Precast and Masonry',
    words: ['Masonry', 'Stone Company', 'Precast', 'Block and Brick'],
    families: [
      {
        heading: 'Concrete Masonry Units', section: '04 22 00', s95: '04200', short: 'CMU', template: 'concrete-masonry-units',
        nouns: ['Split-Face Concrete Block', 'Ground-Face Masonry Unit', 'Lightweight Concrete Block', 'Insulated Masonry Unit'],
        uses: ['for load-bearing and veneer walls', 'for schools and public buildings'],
        specs: ['net compressive strength {2,000|2,500|3,000} psi', '{lightweight|medium weight|normal weight} aggregate', 'integral water repellent admixture', '{8|10|12} inch nominal width'],
        standards: ['ASTM C90', 'ASTM C140', 'ASTM C270', 'TMS 402/602'],
        certs: ['UL Fire Resistance Classification – {2|3|4} Hour', ICC],
      },
      {
        heading: 'Face Brick', section: '04 21 00', s95: '04200', short: 'Brick', template: 'face-brick',
        nouns: ['Modular Face Brick', 'Thin Brick Veneer', 'Norman Face Brick', 'Glazed Brick'],
        uses: ['for exterior veneer and feature walls'],
        specs: ['Grade SW, Type {FBS|FBX}', 'initial rate of absorption below {20|30} g/min', '{smooth|wire-cut|velour|tumbled} texture'],
        standards: ['ASTM C216', 'ASTM C1088', 'ASTM C67'],
        certs: ['Declare Label'],
      },
      {
        heading: 'Manufactured Stone', section: '04 73 00', s95: '04400', short: 'Stone Veneer', template: 'manufactured-stone',
        nouns: ['Ledgestone Veneer', 'Fieldstone Veneer', 'Cut Stone Panel', 'Cast Stone Trim'],
        uses: ['for facades, wainscots and fireplaces'],
        specs: ['average weight {10|12|15} lb/sf', 'freeze-thaw durability to 50 cycles', '{charcoal|buff|limestone|sandstone} blend'],
        standards: ['ASTM C1670', 'ASTM C1364', 'ASTM C1780'],
        certs: [ICC],
      },
      {
        heading: 'Architectural Precast', section: '03 45 00', s95: '03400', short: 'Panel', template: 'architectural-precast',
        nouns: ['Precast Wall Panel', 'GFRC Cladding Panel', 'Precast Column Cover', 'Insulated Precast Sandwich Panel'],
        uses: ['for institutional and commercial facades'],
        specs: ['28-day compressive strength {5,000|6,000} psi', '{acid-etched|sandblasted|form-finish} surface', 'R-value {16|20} insulated core'],
        standards: ['PCI MNL-117', 'PCI MNL-130', 'ASTM C947'],
        certs: ['PCI Plant Certification Certificate'],
      },
    ],
  },
  {
    title: 'Metal Fabrications',
    words: ['Metal Works', 'Fabrication', 'Ironworks', 'Steel Products'],
    families: [
      {
        heading: 'Metal Stairs', section: '05 51 00', s95: '05510', short: 'Stair', template: 'metal-stairs',
        nouns: ['Pan-Type Steel Stair', 'Monumental Stair', 'Alternating Tread Stair', 'Spiral Stair'],
        uses: ['for egress stairs in commercial buildings', 'for feature stairs in lobbies'],
        specs: ['{10|12}-gauge steel pan treads', 'MC{10|12} channel stringers', 'live load 100 psf', 'shop-primed or galvanized finish'],
        standards: ['NAAMM AMP 510', 'ASTM A36', 'ASTM A1011'],
        certs: ['AISC Certified Fabricator Certificate'],
      },
      {
        heading: 'Metal Railings', section: '05 52 00', s95: '05520', short: 'Railing', template: 'metal-railings',
        nouns: ['Pipe Railing System', 'Cable Railing', 'Glass Infill Railing', 'Stainless Steel Handrail'],
        uses: ['for stairs, ramps and balconies'],
        specs: ['{1-1/4|1-1/2} inch OD handrail', '{Type 304|Type 316} stainless steel', '200 lbf concentrated load', '{#4 satin|mirror} finish'],
        standards: ['ASTM E985', 'ASTM E935', 'IBC 1015'],
        certs: [ICC],
      },
      {
        heading: 'Steel Decking', section: '05 31 00', s95: '05300', short: 'Deck', template: 'steel-decking',
        nouns: ['Composite Floor Deck', 'Roof Deck', 'Acoustical Cellular Deck', 'Form Deck'],
        uses: ['for floor and roof assemblies'],
        specs: ['{1-1/2|2|3} inch rib depth', '{18|20|22}-gauge galvanized steel', 'G{60|90} coating', 'NRC {0.60|0.70} acoustical version'],
        standards: ['ANSI/SDI RD-2017', 'ANSI/SDI C-2017', 'ASTM A653', 'UL 263'],
        certs: ['UL Fire Resistance Classification – {1|2} Hour', 'FM Approvals Certificate of Compliance'],
      },
    ],
  },
  {
    title: 'Roofing Systems',
    words: ['Roofing', 'Roof Systems', 'Membranes'],
    families: [
      {
        heading: 'Thermoplastic Roof Membranes', section: '07 54 00', s95: '07500', short: 'Membrane', template: 'thermoplastic-roof-membranes',
        nouns: ['TPO Roof Membrane', 'PVC Roof Membrane', 'Fleece-Back TPO Membrane', 'Reinforced KEE Membrane'],
        uses: ['for low-slope commercial roofs'],
        specs: ['{45|60|80} mil thickness', 'initial solar reflectance {0.79|0.84}', 'SRI {99|104}', '{mechanically attached|fully adhered|induction welded} installation'],
        standards: ['ASTM D6878', 'ASTM D4434', 'UL 790', 'FM 4470'],
        certs: ROOF_CERTS,
        byNoun: { 'TPO Roof Membrane': { polymer: 'TPO' }, 'PVC Roof Membrane': { polymer: 'PVC' }, 'Fleece-Back TPO Membrane': { polymer: 'TPO', installation: 'fully adhered' }, 'Reinforced KEE Membrane': { polymer: 'KEE' } },
      },
      {
        heading: 'Modified Bitumen Roofing', section: '07 52 00', s95: '07500', short: 'Membrane', template: 'modified-bitumen-roofing',
        nouns: ['SBS Cap Sheet', 'APP Torch Membrane', 'Self-Adhered Base Sheet', 'Cold-Applied Roof System'],
        uses: ['for multi-ply low-slope roof assemblies'],
        specs: ['{polyester|fiberglass} reinforcement', '{granule|smooth} surface', 'low-temperature flexibility {-15|-25} degrees F'],
        standards: ['ASTM D6162', 'ASTM D6163', 'ASTM D6164', 'UL 790'],
        certs: ROOF_CERTS,
        byNoun: { 'SBS Cap Sheet': { modifier: 'SBS' }, 'APP Torch Membrane': { modifier: 'APP' }, 'Self-Adhered Base Sheet': { modifier: 'SBS' }, 'Cold-Applied Roof System': { modifier: 'SBS' } },
      },
      {
        heading: 'Metal Roof Panels', section: '07 41 00', s95: '07400', short: 'Panel', template: 'metal-roof-panels',
        nouns: ['Standing Seam Roof Panel', 'Snap-Lock Roof Panel', 'Insulated Roof Panel', 'Corrugated Roof Panel'],
        uses: ['for architectural and structural metal roofs'],
        specs: ['{22|24} gauge Galvalume steel', '{1|1-1/2|2} inch seam height', '{16|18} inch panel width', 'PVDF {Kynar 500|Hylar 5000} coating'],
        standards: ['ASTM E1592', 'UL 580', 'UL 2218', 'ASTM E1680', 'ASTM E1646'],
        certs: ['UL 90 Wind Uplift Classification', 'FM Approvals Certificate of Compliance'],
      },
    ],
  },
  {
    title: 'Wall Panels and Cladding',
    words: ['Building Panels', 'Cladding', 'Facade Systems', 'Exteriors'],
    families: [
      {
        heading: 'Metal Wall Panels', section: '07 42 00', s95: '07400', short: 'Panel', template: 'metal-wall-panels',
        nouns: ['Insulated Metal Wall Panel', 'Aluminum Composite Panel', 'Rainscreen Panel', 'Perforated Metal Screen'],
        uses: ['for commercial and institutional facades'],
        specs: ['{2|3|4} inch foam core', 'R-value {14|21|28}', '{4|6} mm ACM with fire-resistant core', 'concealed fastener joint'],
        standards: ['NFPA 285', 'ASTM E84', 'ASTM E330', 'AAMA 508'],
        certs: ['FM Approvals Certificate of Compliance', 'NFPA 285 Compliance Certificate'],
        derive: resistanceFromThickness(7),
      },
      {
        heading: 'Fiber Cement Siding', section: '07 46 00', s95: '07400', short: 'Siding', template: 'fiber-cement-siding',
        nouns: ['Fiber Cement Lap Siding', 'Fiber Cement Panel', 'Fiber Cement Trim', 'Shingle Siding'],
        uses: ['for multifamily and light commercial walls'],
        specs: ['{5/16|7/16} inch thickness', 'factory-applied finish in {24|40} colors', 'noncombustible per ASTM E136'],
        standards: ['ASTM C1186', 'ASTM E136', 'ASTM E84'],
        certs: [ICC],
      },
      {
        heading: 'Exterior Insulation and Finish Systems', section: '07 24 00', s95: '07240', short: 'EIFS', template: 'eifs',
        nouns: ['Drainage EIFS', 'High-Impact EIFS', 'Stucco Finish System', 'Continuous Insulation Wall System'],
        uses: ['for energy-efficient exterior walls'],
        specs: ['{1-1/2|2|4} inch EPS board', 'fluid-applied water-resistive barrier', 'impact resistance {Standard|High|Ultra-High}'],
        standards: ['ASTM E2568', 'ASTM E2273', 'NFPA 285'],
        certs: [ICC, 'NFPA 285 Compliance Certificate'],
        derive: resistanceFromThickness(4),
        byNoun: { 'Drainage EIFS': { drainage: 'drainage' }, 'High-Impact EIFS': { 'impact-resistance': 'Ultra-High' } },
      },
    ],
  },
  {
    title: 'Waterproofing and Air Barriers',
    words: ['Building Envelope', 'Waterproofing', 'Barrier Systems'],
    families: [
      {
        heading: 'Sheet Waterproofing', section: '07 13 00', s95: '07100', short: 'Membrane', template: 'sheet-waterproofing',
        nouns: ['Self-Adhered Waterproofing Membrane', 'Blindside Waterproofing', 'Bentonite Waterproofing', 'Pre-Applied Membrane'],
        uses: ['for below-grade walls and slabs'],
        specs: ['{40|60} mil thickness', 'hydrostatic head resistance {200|230} ft', 'permeance below {0.05|0.1} perms'],
        standards: ['ASTM D412', 'ASTM E96', 'ASTM D5385', 'ASTM E154'],
        certs: [ICC],
      },
      {
        heading: 'Air Barriers', section: '07 27 00', s95: '07100', short: 'Air Barrier', template: 'air-barriers',
        nouns: ['Fluid-Applied Air Barrier', 'Self-Adhered Air Barrier', 'Mechanically Fastened Air Barrier', 'Vapor-Permeable Air Barrier'],
        uses: ['for continuous air barriers in exterior walls'],
        specs: ['air leakage below {0.004|0.02} cfm/sf', 'vapor permeance {0.1|12|25} perms', '{40|60} mil wet film thickness'],
        standards: ['ASTM E2178', 'ASTM E2357', 'ASTM E96', 'NFPA 285'],
        certs: ['ABAA Evaluated Product Listing'],
      },
    ],
  },
  {
    title: 'Insulation and Fire Protection',
    words: ['Insulation', 'Fire Protection', 'Thermal Products'],
    families: [
      {
        heading: 'Board Insulation', section: '07 21 00', s95: '07210', short: 'Insulation', template: 'board-insulation',
        nouns: ['Polyiso Wall Insulation', 'Extruded Polystyrene Board', 'Mineral Wool Board', 'Tapered Roof Insulation'],
        uses: ['for continuous insulation in walls and roofs, to R-30 and beyond in tapered roof assemblies'],
        specs: ['R-value {5.0|5.7|6.5} per inch', '{1|1-1/2|2|3} inch thickness', 'compressive strength {20|25|40} psi', 'foil-faced both sides'],
        standards: ['ASTM C1289', 'ASTM C578', 'ASTM C612', 'ASTM E84'],
        certs: ['UL Classification Certificate', 'GREENGUARD Gold Certificate'],
        byNoun: {
          'Polyiso Wall Insulation': { material: 'polyisocyanurate', facer: 'foil', standards: ['ASTM C1289', 'ASTM E84'] },
          'Extruded Polystyrene Board': { material: 'extruded polystyrene (XPS)', facer: 'unfaced', standards: ['ASTM C578', 'ASTM E84'] },
          'Mineral Wool Board': { material: 'mineral wool', facer: 'unfaced', standards: ['ASTM C612', 'ASTM E136'] },
          'Tapered Roof Insulation': { material: 'polyisocyanurate', facer: 'glass fiber', thickness: 5, 'r-value-per-inch': 6, standards: ['ASTM C1289', 'ASTM E84'] },
        },
        // Long-term thermal resistance per inch by core: polyiso 5.7 (6.0 at roof thicknesses), XPS 5.0, EPS 4.0, mineral wool 4.2.
        derive: resistanceFromThickness((v) => ({ polyisocyanurate: 5.7, 'extruded polystyrene (XPS)': 5, 'expanded polystyrene (EPS)': 4, 'mineral wool': 4.2 })[String(v.material)] ?? 5),
      },
      {
        heading: 'Firestopping', section: '07 84 00', s95: '07840', short: 'Firestop', template: 'firestopping',
        nouns: ['Intumescent Firestop Sealant', 'Cast-In Firestop Device', 'Firestop Collar', 'Perimeter Fire Barrier'],
        uses: ['for through-penetrations and construction joints'],
        specs: ['F-rating up to {2|3|4} hours', 'T-rating {0|1|2} hours', 'movement capability {25|50} percent', 'L-rating below {5|10} cfm/sf'],
        standards: ['ASTM E814', 'UL 1479', 'UL 2079', 'ASTM E2307'],
        certs: ['UL Classification Certificate', 'FM Approvals Certificate of Compliance'],
      },
      {
        heading: 'Applied Fireproofing', section: '07 81 00', s95: '07800', short: 'Fireproofing', template: 'applied-fireproofing',
        nouns: ['Spray-Applied Fireproofing', 'Intumescent Coating', 'Cementitious Fireproofing'],
        uses: ['for structural steel beams and columns'],
        specs: ['{1|2|3} hour rating', 'bond strength {150|400} psf', 'density {15|22} pcf'],
        standards: ['UL 263', 'ASTM E119', 'ASTM E605', 'ASTM E736'],
        certs: ['UL Fire Resistance Classification – {1|2|3} Hour'],
      },
    ],
  },
  {
    title: 'Sealants and Expansion Joints',
    words: ['Sealants', 'Joint Systems', 'Expansion Joints'],
    families: [
      {
        heading: 'Joint Sealants', section: '07 92 00', s95: '07920', short: 'Sealant', template: 'joint-sealants',
        nouns: ['Silicone Weatherseal', 'Polyurethane Sealant', 'Hybrid Sealant', 'Acoustical Sealant'],
        uses: ['for facade, glazing and interior joints'],
        specs: ['movement capability ±{25|50|100} percent', 'Type S, Grade NS, Class {25|50}', 'VOC content below {50|100} g/L'],
        standards: ['ASTM C920', 'ASTM C719', 'ASTM C1193'],
        certs: ['SWRI Validation Certificate', 'GREENGUARD Gold Certificate'],
        byNoun: { 'Silicone Weatherseal': { chemistry: 'silicone' }, 'Polyurethane Sealant': { chemistry: 'polyurethane' }, 'Hybrid Sealant': { chemistry: 'hybrid' }, 'Acoustical Sealant': { chemistry: 'acrylic latex' } },
      },
      {
        heading: 'Expansion Joint Covers', section: '07 95 00', s95: '07900', short: 'Joint Cover', template: 'expansion-joint-covers',
        nouns: ['Floor Expansion Joint Cover', 'Seismic Joint Cover', 'Preformed Foam Joint Seal', 'Fire-Rated Joint System'],
        uses: ['for floors, walls and roofs across building separations'],
        specs: ['joint width {2|4|6|12} inches', 'movement ±{50|100} percent', '{2|3} hour fire barrier'],
        standards: ['ASTM E1399', 'UL 2079', 'ASTM E1966'],
        certs: ['UL Classification Certificate'],
        byNoun: { 'Fire-Rated Joint System': { 'fire-rating': 120 } },
      },
    ],
  },
  {
    title: 'Engineered Wood and Structural Composites',
    words: ['Timber', 'Engineered Wood', 'Lumber Company'],
    families: [
      {
        heading: 'Glued-Laminated Timber', section: '06 18 00', s95: '06100', short: 'Beam', template: 'glued-laminated-timber',
        nouns: ['Glulam Beam', 'Glulam Column', 'Cross-Laminated Timber Panel', 'Curved Glulam Arch'],
        uses: ['for exposed structural framing and mass timber buildings'],
        specs: ['stress class {24F-V4|24F-V8|20F-E8M1}', '{Douglas fir|southern yellow pine|spruce-pine-fir} laminations', '{architectural|industrial|premium} appearance grade'],
        standards: ['ANSI A190.1', 'ANSI/APA PRG 320', 'ASTM D3737'],
        certs: ['APA Trademark Certificate', 'FSC Chain of Custody Certificate'],
      },
      {
        heading: 'Structural Sheathing', section: '06 16 00', s95: '06100', short: 'Sheathing', template: 'structural-sheathing',
        nouns: ['Integrated Sheathing Panel', 'Fire-Retardant Plywood', 'Zip-Seam Wall Sheathing'],
        uses: ['for roof and wall sheathing'],
        specs: ['{7/16|15/32|19/32} inch thickness', 'Exposure 1 bond classification', 'integrated water-resistive barrier'],
        standards: ['DOC PS 1', 'DOC PS 2', 'ASTM E84'],
        certs: [ICC],
      },
    ],
  },
];
