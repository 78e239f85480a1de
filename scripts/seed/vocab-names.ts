/**
 * Words for invented names. Manufacturer names combine an uncommon surname or a
 * place word with a product word ("Harlow Ridge Architectural Glass"); none is a real company.
 */

export const SURNAMES = [
  'Harlow', 'Tessmer', 'Brandvold', 'Ashcombe', 'Quillan', 'Vormann', 'Dellacort', 'Pemberly', 'Strandquist', 'Kettleby',
  'Marwick', 'Okonski', 'Halvorsen', 'Renwick', 'Castellane', 'Birchall', 'Lindqvist', 'Orsolya', 'Talbridge', 'Wexmoor',
  'Fennimore', 'Galloway', 'Hartigan', 'Ivanek', 'Jessup', 'Kinsell', 'Lowther', 'Mattingly', 'Northam', 'Oakridge',
  'Prewitt', 'Quarles', 'Rathbone', 'Sayward', 'Thorsby', 'Underhill', 'Vantrease', 'Whitcombe', 'Yardley', 'Zeller',
  'Abernathy', 'Blackwood', 'Coldwell', 'Darrow', 'Ellery', 'Fairbanks', 'Greaves', 'Holloway', 'Ingram', 'Jarrell',
  'Kessler', 'Langridge', 'Merriweather', 'Nygaard', 'Ostrander', 'Pell', 'Ridley', 'Stallworth', 'Tolliver', 'Upton',
  'Vail', 'Wendover', 'Ackerly', 'Bellamy', 'Corwin', 'Dunmore', 'Eastwick', 'Froehlich', 'Gansett', 'Hedlund',
  'Iverly', 'Janssen', 'Kroeger', 'Lisle', 'Montague', 'Norcross', 'Orrin', 'Pruett', 'Radford', 'Selwyn',
  'Thackeray', 'Ulbrecht', 'Voss', 'Winslow', 'Aldridge', 'Brockman', 'Calloway', 'Deverell', 'Elsworth', 'Farrington',
  'Gilchrist', 'Hazelton', 'Isherwood', 'Kellerman', 'Lockridge', 'Maddox', 'Nettleton', 'Overby', 'Penrose', 'Rutledge',
];

export const PLACE_WORDS = [
  'Ridge', 'Valley', 'Harbor', 'Prairie', 'Summit', 'Lakeshore', 'Riverbend', 'Northfield', 'Westbrook', 'Stonegate',
  'Cedar', 'Granite', 'Iron Creek', 'Bluewater', 'Highland', 'Meridian', 'Keystone', 'Pinecrest', 'Copper Hill', 'Eastgate',
  'Fox River', 'Silver Lake', 'Redwood', 'Bay', 'Canyon', 'Heartland', 'Tidewater', 'Crescent', 'Frontier', 'Mill Creek',
];

export const COMPANY_FORMS = ['', '', '', '', ' Inc.', ' Co.', ' LLC', ' Group', ' Industries', ' Manufacturing'];

/** Syllables for invented trade names: "Velacore", "Tessispan". */
export const BRAND_HEADS = [
  'Vel', 'Strat', 'Quor', 'Tess', 'Marl', 'Orv', 'Kest', 'Brev', 'Halv', 'Corv', 'Lum', 'Tarn', 'Syl', 'Drav', 'Pell',
  'Wren', 'Ost', 'Fenn', 'Ard', 'Cal', 'Dex', 'Eld', 'Gav', 'Jor', 'Kal', 'Nor', 'Prax', 'Rov', 'Sev', 'Thal', 'Vant', 'Zeph',
];
export const BRAND_JOINS = ['a', 'i', 'o', 'e', 'u', 'a', 'o'];
export const BRAND_TAILS = [
  'core', 'span', 'tek', 'line', 'form', 'shield', 'gard', 'flex', 'seal', 'frame', 'lite', 'cast', 'wall', 'max', 'crest',
  'tone', 'strata', 'vue', 'lock', 'dura',
];
export const MARKS = ['®', '™', '®', ''];

export const SERIES_LABELS = ['Series', 'Model', 'Type', 'Style', 'Series', 'Model'];
export const ADJECTIVES = ['', '', '', 'Premium ', 'Heavy-Duty ', 'Architectural ', 'High-Performance ', 'Commercial ', 'Standard ', 'Select '];

export const FIRST_NAMES = [
  'Avery', 'Jordan', 'Maya', 'Elena', 'Marcus', 'Priya', 'Daniel', 'Sofia', 'Ethan', 'Grace', 'Hannah', 'Isaac', 'Julia',
  'Kevin', 'Laura', 'Miguel', 'Nina', 'Owen', 'Paula', 'Rafael', 'Sara', 'Thomas', 'Uma', 'Victor', 'Wendy', 'Xavier',
  'Yara', 'Zoe', 'Adrian', 'Bianca', 'Caleb', 'Diana', 'Elliot', 'Farah', 'Gabriel', 'Helen', 'Ian', 'Jasmine', 'Kenji',
  'Leah', 'Mateo', 'Noor', 'Oscar', 'Rosa', 'Samuel', 'Tara', 'Vivian', 'Wesley', 'Aiden', 'Chloe', 'Derek', 'Erin',
];

export const LAST_NAMES = [
  'Anders', 'Brooks', 'Chen', 'Delgado', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ibrahim', 'Jensen', 'Kim', 'Lopez',
  'Morgan', 'Nguyen', 'Olsen', 'Patel', 'Quinn', 'Reyes', 'Sullivan', 'Torres', 'Usman', 'Vargas', 'Walsh', 'Young',
  'Zimmer', 'Alvarez', 'Bennett', 'Carter', 'Dawson', 'Ellis', 'Flores', 'Grant', 'Hayes', 'Irwin', 'Jacobs', 'Keller',
  'Lambert', 'Moreno', 'Nash', 'Ortega', 'Price', 'Rossi', 'Shah', 'Tanaka', 'Vance', 'Weber', 'Yilmaz', 'Novak',
];

/** Architecture firm names: "{surname} {surname} Architects", "{place} Design Studio". */
export const FIRM_PATTERNS = [
  '{s} {s2} Architects', '{s} + Partners', '{p} Design Studio', '{s} Architecture', 'Studio {s}', '{s} {s2} Associates',
  '{p} Architecture Collaborative', '{s} Design Group', '{s} & {s2} Architects', '{p} Building Workshop',
];

export const JOB_TITLES = [
  'Project Architect', 'Specifications Writer', 'Principal', 'Interior Designer', 'Architectural Designer',
  'Project Manager', 'Associate', 'Design Director', 'Construction Administrator', 'Sustainability Lead',
];
