/** The owner's messages keep the shipped ones' {placeholders}: the site fills those, and only those. */
import { isMap, isScalar, type YAMLMap } from 'yaml';
import { placeholders } from '../../../src/lib/message.ts';
import en from '../../../src/messages/en.json' with { type: 'json' };
import type { FileCheck } from './fields.ts';

const listed = (names: string[]) => names.map((name) => `{${name}}`).join(' and ');

/** Reports each message of content/messages.yaml whose placeholders differ from the shipped English. */
export function checkMessagePlaceholders(check: FileCheck, root: YAMLMap): void {
  for (const [group, words] of Object.entries(en)) {
    const given = check.resolve(root.get(group, true));
    if (!isMap(given)) continue;
    for (const [key, shipped] of Object.entries(words as Record<string, unknown>)) {
      const node = check.resolve(given.get(key, true));
      if (typeof shipped !== 'string' || !isScalar(node) || typeof node.value !== 'string') continue;
      const wanted = placeholders(shipped);
      const written = placeholders(node.value);
      const unknown = written.filter((name) => !wanted.includes(name));
      const missing = wanted.filter((name) => !written.includes(name));
      const field = `${group}.${key}`;
      const english = `in English "${shipped}"`;
      if (unknown.length > 0)
        check.report(
          check.line(node),
          field,
          `names ${listed(unknown)}, which the site does not fill; it fills ${wanted.length > 0 ? listed(wanted) : 'none here'} (${english})`,
        );
      if (missing.length > 0)
        check.report(
          check.line(node),
          field,
          `leaves out ${listed(missing)}, where the site puts its value (${english})`,
        );
    }
  }
}
