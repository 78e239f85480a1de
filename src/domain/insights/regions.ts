/** The US Census Bureau's four regions, by state or district abbreviation; anything else is "Outside the US or not stated". */
const REGIONS: Record<string, string> = Object.fromEntries(
  Object.entries({
    Northeast: 'CT ME MA NH RI VT NJ NY PA',
    Midwest: 'IL IN MI OH WI IA KS MN MO NE ND SD',
    South: 'DE DC FL GA MD NC SC VA WV AL KY MS TN AR LA OK TX',
    West: 'AZ CO ID MT NV NM UT WY AK CA HI OR WA',
  }).flatMap(([region, states]) => states.split(' ').map((s) => [s, region])),
);

const UNKNOWN_REGION = 'Outside the US or not stated';

export function regionOf(state: string | null): string {
  return REGIONS[(state ?? '').trim().toUpperCase()] ?? UNKNOWN_REGION;
}

/** The firm types an architect's profile may state (users.firm_type), as insights name them. */
export const FIRM_TYPES: Record<string, string> = {
  architecture: 'Architecture',
  'interior-design': 'Interior design',
  engineering: 'Engineering',
  contractor: 'Contractor',
  owner: 'Owner or developer',
  education: 'Education',
  other: 'Other',
};
export const FIRM_TYPE_NOT_STATED = 'Not stated';

/**
 * Fewer architects than this in a group are not counted out loud: a group of one or two could name who they
 * are to a manufacturer that knows its market.
 */
export const SMALLEST_GROUP = 3;
