import type { Category } from './vocab-types';

const FIRE_DOOR_CERTS = ['UL Fire Rating Certificate – {20|45|60|90|180} Minute', 'Warnock Hersey Fire Door Listing – {60|90} Minute'];
const WINDOW_CERTS = ['NFRC Certified Products Directory Listing', 'AAMA Gold Label Certification', 'Florida Product Approval FL{12|17|21|28}{345|872|104|660}'];
const HURRICANE_CERTS = ['Miami-Dade County NOA {22|23|24|25}-{0412|0718|1103|0916}.{01|03|05}', 'Florida Product Approval FL{12|17|21|28}{345|872|104|660}'];

/** Division 08: doors, frames, entrances, windows, glazing, hardware, louvers. */
export const OPENINGS: readonly Category[] = [
  {
    title: 'Steel Doors and Frames',
    words: ['Door Systems', 'Doorworks', 'Steel Door Company', 'Openings'],
    families: [
      {
        heading: 'Hollow Metal Doors', section: '08 11 13', s95: '08110', short: 'Door',
        nouns: ['Insulated Steel Door', 'Flush Steel Door', 'Embossed Steel Door', 'Stile and Rail Steel Door', 'Lead-Lined Steel Door'],
        uses: ['for high-traffic commercial openings', 'for schools, hospitals and office corridors', 'for exterior service entrances'],
        specs: ['{14|16|18}-gauge cold-rolled steel face sheets', '{polyurethane|polystyrene|steel-stiffened|honeycomb} core', 'U-factor {0.24|0.29|0.32}', 'galvannealed {A40|A60} zinc-iron coating', 'continuously welded vertical edges', 'STC {33|38|42} acoustic rating'],
        standards: ['ANSI/SDI A250.8 Level {2|3|4}', 'ANSI/SDI A250.4', 'UL 10C', 'NFPA 80', 'ASTM A1008'],
        certs: FIRE_DOOR_CERTS,
        fireRated: { share: 0.7, minutes: [20, 45, 60, 90, 180] },
      },
      {
        heading: 'Steel Frames', section: '08 12 00', s95: '08110', short: 'Frame',
        nouns: ['Knock-Down Steel Frame', 'Welded Steel Frame', 'Borrowed Light Frame', 'Drywall Slip-On Frame', 'Transom Frame'],
        uses: ['for masonry, drywall and concrete walls', 'for fire-rated corridor openings'],
        specs: ['{14|16}-gauge galvanized steel', '{5-3/4|6-3/4|8-3/4} inch jamb depth', 'double-rabbet profile with {5/8|3/4} inch stops', 'factory-applied rust-inhibitive primer', 'mortar guards at hardware preparations'],
        standards: ['ANSI/SDI A250.8', 'ASTM A653 A60', 'UL 10C', 'NFPA 80', 'SDI 117'],
        certs: FIRE_DOOR_CERTS,
      },
      {
        heading: 'Access Doors and Panels', section: '08 31 00', s95: '08310', short: 'Access Door',
        nouns: ['Flush Access Door', 'Fire-Rated Access Panel', 'Recessed Drywall Access Door', 'Airtight Access Door'],
        uses: ['for walls and ceilings in concealed service areas', 'for mechanical and plumbing access'],
        specs: ['{16|18|20}-gauge steel door panel', 'concealed {pin|piano} hinge', 'cam latch with {screwdriver|key|flush ring} operation', '{1|1-1/2|2} hour fire rating'],
        standards: ['UL 10B', 'NFPA 80', 'ASTM A1008'],
        certs: ['UL Fire Rating Certificate – {60|90} Minute'],
      },
    ],
  },
  {
    title: 'Wood Doors',
    words: ['Wood Door Company', 'Millwork Doors', 'Architectural Doors'],
    families: [
      {
        heading: 'Flush Wood Doors', section: '08 14 16', s95: '08211', short: 'Door',
        nouns: ['Flush Wood Door', 'Fire-Rated Wood Door', 'Acoustic Wood Door', 'Lead-Lined Wood Door', 'Veneer Wood Door'],
        uses: ['for office, hospitality and healthcare interiors', 'for premium-grade interior openings'],
        specs: ['{particleboard|structural composite lumber|mineral} core', '{rotary-cut|plain-sliced|quarter-sliced} {white oak|maple|cherry|walnut} veneer', '{1-3/4|2-1/4} inch thickness', 'factory finish system {TR-6|TR-8} catalyzed polyurethane', 'STC {35|40|45} acoustic rating'],
        standards: ['WDMA I.S. 1A', 'AWI/AWMAC/WI Architectural Woodwork Standards', 'UL 10C', 'NFPA 252'],
        certs: [...FIRE_DOOR_CERTS, 'FSC Chain of Custody Certificate'],
      },
      {
        heading: 'Stile and Rail Wood Doors', section: '08 14 33', s95: '08210', short: 'Door',
        nouns: ['Stile and Rail Door', 'Glazed Panel Door', 'Raised Panel Door', 'French Door'],
        uses: ['for traditional and residential-scale interiors', 'for hospitality suites and lobbies'],
        specs: ['{5-1/4|7-1/4} inch stiles and rails', 'engineered laminated {fir|oak|mahogany} core', '{1|2|3|5}-panel configuration', 'dowelled and glued joints'],
        standards: ['WDMA I.S. 6A', 'AWI/AWMAC/WI Architectural Woodwork Standards'],
        certs: ['FSC Chain of Custody Certificate'],
      },
    ],
  },
  {
    title: 'Overhead and Coiling Doors',
    words: ['Overhead Door Company', 'Coiling Doors', 'Door Manufacturing'],
    families: [
      {
        heading: 'Coiling Doors', section: '08 33 00', s95: '08330', short: 'Door',
        nouns: ['Insulated Rolling Service Door', 'Fire-Rated Rolling Door', 'Counter Shutter', 'Rolling Security Grille'],
        uses: ['for loading docks and warehouses', 'for concession and service counters'],
        specs: ['{20|22|24}-gauge galvanized steel slats', 'flat {2-5/8|3-1/4} inch slat profile', 'R-value {7.7|8.0} foamed-in-place insulation', 'wind load {20|30|40} psf'],
        standards: ['ASTM E330', 'DASMA 108', 'UL 10B', 'NFPA 80'],
        certs: ['UL Fire Rating Certificate – {90|180} Minute', ...HURRICANE_CERTS],
      },
      {
        heading: 'Sectional Doors', section: '08 36 13', s95: '08360', short: 'Door',
        nouns: ['Insulated Sectional Door', 'Full-View Aluminum Door', 'Steel Sectional Door', 'Thermal-Break Sectional Door'],
        uses: ['for fire stations and maintenance facilities', 'for restaurant patios and retail frontages'],
        specs: ['{1-3/8|2|3} inch thick sections', 'R-value {9.5|12.9|17.5} polyurethane core', 'tempered {clear|gray|bronze} glazing', 'high-cycle torsion springs rated {25,000|50,000|100,000} cycles'],
        standards: ['DASMA 102', 'ASTM E330', 'ASTM C518'],
        certs: HURRICANE_CERTS,
      },
      {
        heading: 'Traffic Doors', section: '08 38 00', s95: '08300', short: 'Door',
        nouns: ['Impact Traffic Door', 'Double-Acting Door', 'Strip Curtain Door'],
        uses: ['for food service and retail back-of-house', 'for cold storage and warehouses'],
        specs: ['{1/4|3/8} inch ABS impact panel', 'gravity-return cam hinges', 'stainless steel kick plates'],
        standards: ['USDA accepted materials', 'NSF/ANSI 2'],
        certs: ['NSF Listing Certificate'],
      },
    ],
  },
  {
    title: 'Entrances and Storefronts',
    words: ['Entrance Systems', 'Storefront Systems', 'Architectural Metals'],
    families: [
      {
        heading: 'Storefront Framing', section: '08 41 13', s95: '08400', short: 'Storefront',
        nouns: ['Thermal Storefront System', 'Center-Glazed Storefront', 'Wide-Stile Entrance', 'Medium-Stile Entrance'],
        uses: ['for retail frontages and lobbies', 'for low-rise commercial facades'],
        specs: ['{1-3/4 x 4-1/2|2 x 4-1/2|2 x 6} inch frame profile', 'poured-and-debridged thermal break', 'air infiltration {0.06|0.1} cfm/sf at 6.24 psf', 'water resistance {8|10|12} psf', '{AAMA 2604|AAMA 2605} fluoropolymer finish'],
        standards: ['AAMA 501.2', 'ASTM E283', 'ASTM E331', 'ASTM E330', 'NFRC 100'],
        certs: ['NFRC Certified Products Directory Listing', 'AAMA Verified Components Listing'],
      },
      {
        heading: 'Automatic Entrances', section: '08 42 29', s95: '08400', short: 'Entrance',
        nouns: ['Automatic Sliding Entrance', 'Automatic Swing Operator', 'ICU/CCU Sliding Door', 'Telescoping Sliding Entrance'],
        uses: ['for hospitals and airports', 'for grocery and retail entrances'],
        specs: ['{bi-parting|single-slide|telescoping} configuration', 'breakaway panels in all positions', 'microprocessor control with {self-learning|programmable} speed', 'presence and motion sensors per ANSI/BHMA A156.10'],
        standards: ['ANSI/BHMA A156.10', 'ANSI/BHMA A156.19', 'UL 325'],
        certs: ['AAADM Certified Inspection Listing', 'UL Listing Certificate'],
      },
      {
        heading: 'Revolving Doors', section: '08 42 33', s95: '08400', short: 'Door',
        nouns: ['Manual Revolving Door', 'Automatic Revolving Door', 'Security Revolving Door'],
        uses: ['for high-rise office lobbies', 'for energy-efficient hotel entrances'],
        specs: ['{3|4}-wing configuration', '{6|7|8} foot canopy diameter', 'speed control with positioning', 'laminated safety glass'],
        standards: ['ANSI/BHMA A156.27', 'ASTM E283'],
        certs: ['UL Listing Certificate'],
      },
    ],
  },
  {
    title: 'Curtain Wall and Architectural Glass',
    words: ['Architectural Glass', 'Curtain Wall', 'Glass and Glazing', 'Glassworks'],
    families: [
      {
        heading: 'Curtain Wall Systems', section: '08 44 13', s95: '08900', short: 'Curtain Wall',
        nouns: ['Unitized Curtain Wall', 'Stick-Built Curtain Wall', 'Captured Curtain Wall', 'Structural Silicone Curtain Wall'],
        uses: ['for mid- and high-rise commercial buildings', 'for institutional facades'],
        specs: ['{2-1/2|3} inch sightline', '{7-1/4|8|10} inch mullion depth', 'thermal break with U-factor {0.28|0.33|0.38}', 'design pressure {40|60|90} psf', 'interstory drift {0.75|1.0} inch'],
        standards: ['AAMA 501.1', 'ASTM E283', 'ASTM E331', 'ASTM E330', 'AAMA 1503'],
        certs: ['NFRC Certified Products Directory Listing', 'AAMA Gold Label Certification'],
      },
      {
        heading: 'Insulating Glass', section: '08 81 00', s95: '08800', short: 'Glass',
        nouns: ['Low-E Insulating Glass Unit', 'Triple-Pane Insulating Glass', 'Spectrally Selective Glass', 'Bird-Friendly Patterned Glass'],
        uses: ['for commercial windows, storefronts and curtain walls', 'for energy-code compliant facades'],
        specs: ['solar heat gain coefficient {0.23|0.27|0.38}', 'visible light transmittance {42|55|68} percent', '{1/2|3/4} inch argon-filled airspace', 'warm-edge {stainless|silicone foam} spacer'],
        standards: ['ASTM E2190', 'ASTM C1036', 'ASTM C1048', 'NFRC 200', 'ANSI Z97.1'],
        certs: ['IGCC Certification Listing', 'NFRC Certified Products Directory Listing'],
      },
      {
        heading: 'Fire-Rated Glazing', section: '08 88 00', s95: '08800', short: 'Glazing',
        nouns: ['Fire-Resistive Glass Wall', 'Fire-Protective Ceramic Glass', 'Fire-Rated Glazing Framing'],
        uses: ['for stairwells, corridors and exit enclosures'],
        specs: ['{45|60|90|120} minute fire rating', 'radiant heat barrier', 'impact safety rated CPSC Category {I|II}'],
        standards: ['UL 9', 'NFPA 257', 'ASTM E119', 'UL 263'],
        certs: ['UL Fire Rating Certificate – {45|60|90|120} Minute'],
      },
    ],
  },
  {
    title: 'Windows',
    words: ['Window Company', 'Windows', 'Fenestration'],
    families: [
      {
        heading: 'Aluminum Windows', section: '08 51 13', s95: '08520', short: 'Window',
        nouns: ['Fixed Aluminum Window', 'Projected Aluminum Window', 'Single-Hung Aluminum Window', 'Hurricane-Impact Window'],
        uses: ['for schools, offices and multifamily buildings', 'for coastal construction'],
        specs: ['performance class {CW|AW}-PG{50|70|100}', 'U-factor {0.29|0.34|0.42}', '{2-1/2|3-1/4|4-1/2} inch frame depth', 'polyamide thermal break'],
        standards: ['AAMA/WDMA/CSA 101/I.S.2/A440', 'NFRC 100', 'ASTM E1886', 'ASTM E1996'],
        certs: [...WINDOW_CERTS, ...HURRICANE_CERTS],
      },
      {
        heading: 'Vinyl Windows', section: '08 53 13', s95: '08500', short: 'Window',
        nouns: ['Vinyl Double-Hung Window', 'Vinyl Casement Window', 'Vinyl Sliding Window', 'Vinyl Picture Window'],
        uses: ['for multifamily and residential construction', 'for replacement projects'],
        specs: ['multi-chambered uPVC frame', 'U-factor {0.22|0.27|0.30}', 'fusion-welded corners', 'performance class {LC|CW}-PG{40|50}'],
        standards: ['AAMA/WDMA/CSA 101/I.S.2/A440', 'NFRC 100', 'AAMA 303'],
        certs: [...WINDOW_CERTS, 'ENERGY STAR Certificate'],
      },
      {
        heading: 'Wood Windows', section: '08 52 00', s95: '08500', short: 'Window',
        nouns: ['Clad Wood Casement Window', 'Clad Double-Hung Window', 'Wood Awning Window', 'Historic Replica Window'],
        uses: ['for residential and historic renovation projects'],
        specs: ['{pine|Douglas fir|mahogany} interior', 'extruded aluminum exterior cladding', 'U-factor {0.25|0.28|0.30}', 'simulated divided lites'],
        standards: ['AAMA/WDMA/CSA 101/I.S.2/A440', 'NFRC 100', 'WDMA I.S.4'],
        certs: [...WINDOW_CERTS, 'FSC Chain of Custody Certificate'],
      },
      {
        heading: 'Unit Skylights', section: '08 62 00', s95: '08600', short: 'Skylight',
        nouns: ['Curb-Mounted Skylight', 'Tubular Daylighting Device', 'Smoke Vent Skylight', 'Fall-Protection Skylight'],
        uses: ['for warehouses and big-box retail', 'for daylighting interior corridors'],
        specs: ['{dome|pyramid|flat} acrylic glazing', 'thermally broken aluminum curb', 'OSHA 1910.29 fall protection', 'U-factor {0.45|0.55}'],
        standards: ['AAMA/WDMA/CSA 101/I.S.2/A440', 'NFRC 100', 'ICC-ES AC16'],
        certs: ['ICC-ES Evaluation Report ESR-{2|3|4}{1|3|5}{0|2|8}{4|6|9}', 'NFRC Certified Products Directory Listing'],
      },
    ],
  },
  {
    title: 'Door Hardware',
    words: ['Hardware', 'Architectural Hardware', 'Lock Company', 'Door Controls'],
    families: [
      {
        heading: 'Mortise Locks', section: '08 71 00', s95: '08710', short: 'Lockset',
        nouns: ['Mortise Lockset', 'Electrified Mortise Lock', 'Classroom Security Lock', 'Deadbolt Mortise Lock'],
        uses: ['for high-traffic institutional doors', 'for classroom and office security'],
        specs: ['ANSI/BHMA Grade {1|2}', '{satin chrome 626|satin stainless 630|oil-rubbed bronze 613} finish', '{2-3/4|2-3/8} inch backset', 'interchangeable core cylinder'],
        standards: ['ANSI/BHMA A156.13', 'ANSI/BHMA A156.18', 'UL 10C', 'ICC A117.1'],
        certs: ['BHMA Certified Product Listing – Grade {1|2}', 'UL Listing Certificate'],
      },
      {
        heading: 'Exit Devices', section: '08 71 00', s95: '08710', short: 'Exit Device',
        nouns: ['Rim Exit Device', 'Surface Vertical Rod Exit Device', 'Concealed Vertical Rod Exit Device', 'Fire-Rated Exit Device'],
        uses: ['for egress doors in assembly and education occupancies'],
        specs: ['ANSI/BHMA Grade 1', '{push pad|crossbar} actuator', 'cycle tested to {1,000,000|2,000,000} cycles', 'optional electric latch retraction'],
        standards: ['ANSI/BHMA A156.3', 'UL 305', 'UL 10C', 'NFPA 101'],
        certs: ['BHMA Certified Product Listing – Grade 1', 'UL Listing Certificate'],
      },
      {
        heading: 'Door Closers', section: '08 71 00', s95: '08710', short: 'Closer',
        nouns: ['Surface Door Closer', 'Concealed Overhead Closer', 'Low-Energy Power Operator', 'Floor Closer'],
        uses: ['for commercial doors in schools and hospitals'],
        specs: ['adjustable spring power sizes {1-6|1-4}', '{cast iron|aluminum} body', 'adjustable backcheck and delayed action', 'ADA opening force {5|8.5} lbf'],
        standards: ['ANSI/BHMA A156.4', 'ANSI/BHMA A156.19', 'UL 10C'],
        certs: ['BHMA Certified Product Listing – Grade 1'],
      },
    ],
  },
  {
    title: 'Louvers and Vents',
    words: ['Louver Company', 'Air Products', 'Architectural Louvers'],
    families: [
      {
        heading: 'Architectural Louvers', section: '08 91 00', s95: '08300', short: 'Louver',
        nouns: ['Drainable Blade Louver', 'Storm-Resistant Louver', 'Acoustical Louver', 'Sightproof Louver'],
        uses: ['for mechanical intake and exhaust openings', 'for screen walls and equipment enclosures'],
        specs: ['{4|6|8} inch frame depth', '{0.081|0.125} inch extruded aluminum blades', 'free area {48|52|57} percent', 'water penetration beginning at {900|1,050} fpm'],
        standards: ['AMCA 500-L', 'AMCA 540', 'AMCA 550'],
        certs: ['AMCA Certified Ratings Seal Listing', ...HURRICANE_CERTS],
      },
    ],
  },
];
