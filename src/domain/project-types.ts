interface ProjectTypeEntry {
  code: number;
  name: string;
}

interface ProjectTypeGroup extends ProjectTypeEntry {
  children: ProjectTypeEntry[];
}

export const PROJECT_TYPES: ReadonlyArray<ProjectTypeGroup> = [
  {
    code: 10,
    name: 'Commercial',
    children: [
      { code: 11, name: 'Office' },
      { code: 12, name: 'Retail' },
      { code: 13, name: 'Hotel' },
    ],
  },
  { code: 20, name: 'Industrial', children: [] },
  {
    code: 40,
    name: 'Institutional',
    children: [
      { code: 41, name: 'Health' },
      { code: 42, name: 'Education' },
      { code: 43, name: 'Religious' },
      { code: 44, name: 'Public' },
      { code: 45, name: 'Recreation' },
    ],
  },
  { code: 50, name: 'Residential', children: [] },
];

const NAMES = new Map<number, string>();
for (const group of PROJECT_TYPES) {
  NAMES.set(group.code, group.name);
  for (const child of group.children) NAMES.set(child.code, child.name);
}

/** Every code, parents followed by their children, in tree order. */
export const ALL_PROJECT_TYPE_CODES: number[] = [...NAMES.keys()];

/** Name for a code given as 11 or "11"; unknown or empty → null. */
export function projectTypeName(code: number | string | null | undefined): string | null {
  if (code == null) return null;
  const text = String(code).trim();
  if (!/^\d+$/.test(text)) return null;
  return NAMES.get(Number(text)) ?? null;
}
