/** Small readers for untrusted JSON Resume values, shared by the import's parts. */
export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** "Pied Piper" → "pied-piper"; a counter keeps names unique in a folder. */
export function slugger() {
  const seen = new Set<string>();
  return (text: string) => {
    const base =
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40) || 'entry';
    let slug = base;
    for (let n = 2; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return slug;
  };
}

/** "2014", "2014-06" or "2014-06-29" → "2014-06-29"; anything else → undefined. */
export function date(value: unknown): string | undefined {
  const match = str(value)?.match(/^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/);
  return match ? `${match[1]}-${match[2] ?? '01'}-${match[3] ?? '01'}` : undefined;
}

/** The fields of each section the import reads; every other non-empty field is reported. */
const READ: Record<string, string[]> = {
  basics: ['name', 'label', 'email', 'phone', 'url', 'summary', 'location', 'profiles'],
  'basics.location': ['city', 'region', 'countryCode'],
  'basics.profiles': ['network', 'url', 'username'],
  work: ['name', 'position', 'url', 'startDate', 'endDate', 'location', 'highlights', 'keywords'],
  projects: ['name', 'description', 'highlights', 'keywords', 'url', 'type', 'entity'],
  skills: ['name', 'level', 'keywords'],
  education: ['institution', 'studyType', 'area', 'startDate', 'endDate', 'url', 'courses'],
  certificates: ['name', 'issuer', 'date', 'url'],
};
const IGNORED_TOP = new Set(['$schema', 'meta']);
const filled = (value: unknown) =>
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isObject(value) && Object.keys(value).length === 0);

/** "work[0].summary", "basics.location.postalCode": the non-empty fields the import did not read. */
export function unreadFields(resume: Json): string[] {
  const unread: string[] = [];
  const visit = (value: Json, section: string, path: string) => {
    for (const [key, child] of Object.entries(value)) {
      if (!filled(child) || READ[section]?.includes(key) === false) {
        if (filled(child)) unread.push(`${path}.${key}`);
        continue;
      }
      const nested = `${section}.${key}`;
      if (isObject(child) && READ[nested]) visit(child, nested, `${path}.${key}`);
      if (Array.isArray(child) && READ[nested])
        for (const [index, item] of child.entries())
          if (isObject(item)) visit(item, nested, `${path}.${key}[${index}]`);
    }
  };
  for (const [key, value] of Object.entries(resume)) {
    if (IGNORED_TOP.has(key) || !filled(value) || !READ[key]) continue;
    if (isObject(value)) visit(value, key, key);
    if (Array.isArray(value))
      for (const [index, item] of value.entries()) if (isObject(item)) visit(item, key, `${key}[${index}]`);
  }
  return unread;
}
