/** A section entry's file as both imports write it: its fields as YAML front matter, then its Markdown body. */
import { Document } from 'yaml';

/** The model's order (src/content/model/sections.ts), so every imported entry reads alike. */
const ORDER = [
  'title',
  'date',
  'end',
  'updated',
  'summary',
  'venue',
  'authors',
  'tags',
  'links',
  'image',
  'imageAlt',
  'draft',
];

export function entryFile(fields: Record<string, unknown>, body = ''): string {
  const keys = [...ORDER.filter((key) => key in fields), ...Object.keys(fields).filter((key) => !ORDER.includes(key))];
  const ordered = Object.fromEntries(keys.flatMap((key) => (fields[key] !== undefined ? [[key, fields[key]]] : [])));
  const yaml = new Document(ordered).toString({ lineWidth: 0 });
  return `---\n${yaml}---\n${body ? `\n${body}\n` : ''}`;
}
