/** US cities with their state, a zip prefix and a real area code (no 555 numbers anywhere). */
interface City {
  city: string;
  state: string;
  zip: string;
  area: string;
}

const ROWS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Columbus', 'OH', '432', '614'], ['Chicago', 'IL', '606', '312'], ['Milwaukee', 'WI', '532', '414'],
  ['Minneapolis', 'MN', '554', '612'], ['Grand Rapids', 'MI', '495', '616'], ['Indianapolis', 'IN', '462', '317'],
  ['Louisville', 'KY', '402', '502'], ['Nashville', 'TN', '372', '615'], ['Atlanta', 'GA', '303', '404'],
  ['Charlotte', 'NC', '282', '704'], ['Richmond', 'VA', '232', '804'], ['Pittsburgh', 'PA', '152', '412'],
  ['Philadelphia', 'PA', '191', '215'], ['Baltimore', 'MD', '212', '410'], ['Hartford', 'CT', '061', '860'],
  ['Providence', 'RI', '029', '401'], ['Worcester', 'MA', '016', '508'], ['Albany', 'NY', '122', '518'],
  ['Buffalo', 'NY', '142', '716'], ['Newark', 'NJ', '071', '973'], ['Cleveland', 'OH', '441', '216'],
  ['Cincinnati', 'OH', '452', '513'], ['St. Louis', 'MO', '631', '314'], ['Kansas City', 'MO', '641', '816'],
  ['Omaha', 'NE', '681', '402'], ['Des Moines', 'IA', '503', '515'], ['Dallas', 'TX', '752', '214'],
  ['Houston', 'TX', '770', '713'], ['San Antonio', 'TX', '782', '210'], ['Austin', 'TX', '787', '512'],
  ['Oklahoma City', 'OK', '731', '405'], ['Tulsa', 'OK', '741', '918'], ['Denver', 'CO', '802', '303'],
  ['Salt Lake City', 'UT', '841', '801'], ['Phoenix', 'AZ', '850', '602'], ['Tucson', 'AZ', '857', '520'],
  ['Albuquerque', 'NM', '871', '505'], ['Las Vegas', 'NV', '891', '702'], ['Sacramento', 'CA', '958', '916'],
  ['Fresno', 'CA', '937', '559'], ['San Diego', 'CA', '921', '619'], ['Portland', 'OR', '972', '503'],
  ['Seattle', 'WA', '981', '206'], ['Spokane', 'WA', '992', '509'], ['Boise', 'ID', '837', '208'],
  ['Tampa', 'FL', '336', '813'], ['Orlando', 'FL', '328', '407'], ['Jacksonville', 'FL', '322', '904'],
  ['Birmingham', 'AL', '352', '205'], ['New Orleans', 'LA', '701', '504'], ['Memphis', 'TN', '381', '901'],
  ['Little Rock', 'AR', '722', '501'], ['Greenville', 'SC', '296', '864'], ['Raleigh', 'NC', '276', '919'],
  ['Madison', 'WI', '537', '608'], ['Toledo', 'OH', '436', '419'], ['Rochester', 'NY', '146', '585'],
  ['Wichita', 'KS', '672', '316'], ['Fargo', 'ND', '581', '701'], ['Sioux Falls', 'SD', '571', '605'],
];

export const CITIES: readonly City[] = ROWS.map(([city, state, zip, area]) => ({ city, state, zip, area }));

export const STREET_NAMES = [
  'Industrial', 'Commerce', 'Enterprise', 'Foundry', 'Quarry', 'Mill', 'Harbor', 'Lakeview', 'Riverside', 'Technology',
  'Innovation', 'Corporate', 'Gateway', 'Northpoint', 'Westgate', 'Kiln', 'Forge', 'Cooper', 'Timber', 'Granite',
];
export const STREET_TYPES = ['Parkway', 'Drive', 'Avenue', 'Boulevard', 'Road', 'Way', 'Court', 'Street'];

/** Project names for client galleries and users' projects: "Lakeshore Medical Pavilion". */
export const PROJECT_PLACES = [
  'Lakeshore', 'Riverside', 'Northgate', 'Cedar Hill', 'Maple Grove', 'Union Station', 'Harborview', 'Westfield',
  'Oak Park', 'Summit', 'Prairie View', 'Eastside', 'Bridgewater', 'Fairview', 'Stonebrook', 'Willow Creek',
];
export const PROJECT_KINDS: ReadonlyArray<readonly [string, number]> = [
  ['Office Tower', 11], ['Corporate Campus', 11], ['Retail Center', 12], ['Marketplace', 12], ['Hotel', 13],
  ['Distribution Center', 20], ['Manufacturing Plant', 20], ['Medical Pavilion', 41], ['Community Hospital', 41],
  ['Elementary School', 42], ['High School', 42], ['University Science Center', 42], ['Chapel', 43],
  ['Public Library', 44], ['Fire Station', 44], ['City Hall', 44], ['Recreation Center', 45], ['Aquatic Center', 45],
  ['Apartments', 50], ['Senior Living', 50], ['Townhomes', 50],
];
