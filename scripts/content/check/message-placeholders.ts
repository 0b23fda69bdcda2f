/**
 * Where the site fills values into a message ("© {name}"), the owner's version names only those
 * placeholders: any other, likely a typo, would show as typed. Leaving one out is the owner's
 * choice ("© Ada Lovelace"), and a message with none shows as written, braces and all.
 */
import { isMap, isScalar, type YAMLMap } from 'yaml';
import { placeholders } from '../../../src/lib/message.ts';
import en from '../../../src/messages/en.json' with { type: 'json' };
import type { FileCheck } from './fields.ts';

const listed = (names: string[]) => names.map((name) => `{${name}}`).join(' and ');

/** Reports each message of content/messages.yaml that names a placeholder its shipped English does not. */
export function checkMessagePlaceholders(check: FileCheck, root: YAMLMap): void {
  for (const [group, words] of Object.entries(en)) {
    const given = check.resolve(root.get(group, true));
    if (!isMap(given)) continue;
    for (const [key, shipped] of Object.entries(words as Record<string, unknown>)) {
      const node = check.resolve(given.get(key, true));
      if (typeof shipped !== 'string' || !isScalar(node) || typeof node.value !== 'string') continue;
      const wanted = placeholders(shipped);
      // A message the site fills nothing into shows as written, braces and all.
      if (wanted.length === 0) continue;
      const written = placeholders(node.value);
      const unknown = written.filter((name) => !wanted.includes(name));
      if (unknown.length > 0)
        check.report(
          check.line(node),
          `${group}.${key}`,
          `names ${listed(unknown)}, which the site does not fill and would show as written; it fills ${listed(wanted)} (in English "${shipped}")`,
        );
    }
  }
}
