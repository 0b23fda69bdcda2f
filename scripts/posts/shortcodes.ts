/**
 * Hugo's shortcodes and Jekyll's Liquid tags, which only their own generator expands, made into
 * Markdown where it says the same: `{{< highlight go >}}` and `{% highlight go %}` a fenced block,
 * `{{< figure >}}` an image, `{% raw %}` its text, an embed (`{{< youtube >}}`, `{% gist %}`) a
 * link. A shortcode with no Markdown is removed and named at its line; a paired one keeps what it
 * wraps. Code, fenced or inline, is left as written, so a post about shortcodes keeps its examples.
 */
import type { Nodes } from 'mdast';
import { type LineNote, parseMarkdown } from './html';
import { type Edit, lineAt, type Spliced, splice } from './splice';

/** A fence longer than any run of backticks in `code`. */
function fenced(lang: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${code.replace(/\n$/, '')}\n${fence}`;
}

/** `src="a.png" alt='b' linenos=table 42` → named and positional arguments. */
function shortcodeArgs(text: string): { named: Record<string, string>; positional: string[] } {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  for (const match of text.matchAll(/(?:([\w-]+)\s*=\s*)?(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|`([^`]*)`|([^\s"'`]+))/g)) {
    const value = match[2] ?? match[3] ?? match[4] ?? match[5] ?? '';
    if (match[1]) named[match[1].toLowerCase()] = value;
    else positional.push(value);
  }
  return { named, positional };
}

const idUrl = (base: string, id: string | undefined) => (id ? `${base}${encodeURIComponent(id)}` : undefined);

/** Where a link to an embed goes, by the shortcode's or tag's name; its words are the name's in EMBED_WORDS. */
const EMBED_URLS: Record<string, (args: ReturnType<typeof shortcodeArgs>) => string | undefined> = {
  youtube: ({ named, positional }) => idUrl('https://www.youtube.com/watch?v=', named.id ?? positional[0]),
  vimeo: ({ named, positional }) => idUrl('https://vimeo.com/', named.id ?? positional[0]),
  gist: ({ positional }) => {
    const [user, id] = positional[0]?.includes('/') ? (positional[0]?.split('/') ?? []) : positional;
    return user && id ? `https://gist.github.com/${user}/${id}` : undefined;
  },
  tweet: ({ named, positional }) => {
    const user = named.user ?? (positional.length > 1 ? positional[0] : undefined) ?? 'i';
    const id = named.id ?? positional.at(-1);
    return id ? `https://x.com/${user}/status/${id}` : undefined;
  },
  instagram: ({ named, positional }) => {
    const id = named.id ?? positional[0];
    return id ? `https://www.instagram.com/p/${id}/` : undefined;
  },
};
/** Markdown for a figure-like shortcode: the image, and its caption in italics under it. */
function figure({ named, positional }: ReturnType<typeof shortcodeArgs>): string | undefined {
  const src = named.src ?? positional[0];
  if (!src) return undefined;
  const alt = (named.alt ?? named.title ?? named.caption ?? '').replace(/[[\]]/g, '');
  const image = `![${alt}](<${src}>)`;
  const caption = named.caption && named.caption !== alt ? named.caption : undefined;
  return caption ? `${image}\\\n*${caption.replace(/\*/g, '\\*')}*` : image;
}
const FIGURES = new Set(['figure', 'img', 'image', 'picture', 'imgproc']);
/** Hugo shortcodes that point at another page: the page's path, for the link pass to resolve. */
const REFS = new Set(['ref', 'relref']);

const EMBED_WORDS: Record<string, string> = {
  youtube: 'Video on YouTube',
  vimeo: 'Video on Vimeo',
  gist: 'Code on GitHub Gist',
  tweet: 'Post on X',
  instagram: 'Post on Instagram',
};

const PATTERN = new RegExp(
  [
    // 1-3: Hugo's highlight (and mermaid) pair
    /\{\{([<%])\s*(highlight|mermaid|code)\b((?:\s+(?:[\w-]+\s*=\s*)?(?:"[^"]*"|[^\s>%"]+))*)\s*[>%]\}\}\n?([\s\S]*?)\n?\{\{[<%]\s*\/\s*\2\s*[>%]\}\}/
      .source,
    // 5-6: Jekyll's highlight pair
    /\{%-?\s*highlight\s+(\S+)[^%]*?-?%\}\n?([\s\S]*?)\n?\{%-?\s*endhighlight\s*-?%\}/.source,
    // 7: Jekyll's raw pair
    /\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}/.source,
    // Jekyll's comment pair
    /\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/.source,
    // 8-9: Hugo's escaped shortcode, written to show one
    /\{\{([<%])\/\*([\s\S]*?)\*\/[>%]\}\}/.source,
    // 10-12: a Hugo shortcode, opening or closing
    /\{\{[<%]\s*(\/)?\s*([\w./-]+)((?:\s+(?:[\w-]+\s*=\s*)?(?:"(?:[^"\\]|\\.)*"|'[^']*'|`[^`]*`|[^\s>%"'`]+))*)\s*\/?\s*[>%]\}\}/
      .source,
    // 13-14: a Liquid tag
    /\{%-?\s*(\w+)([\s\S]*?)-?%\}/.source,
    // 15-16: Liquid output of the site's settings, a quoted path and its filters
    /\{\{-?\s*((?:site|page|post|include|layout|jekyll)\.[\w.]+|"[^"]*"|'[^']*')\s*((?:\|\s*\w+(?::\s*[^|}]*)?\s*)*)-?\}\}/
      .source,
  ].join('|'),
  'g',
);

/** Spans of `text` that are code, fenced, indented or inline: left as written. */
function codeSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const visit = (node: Nodes) => {
    if ((node.type === 'code' || node.type === 'inlineCode') && node.position)
      spans.push([node.position.start.offset ?? 0, node.position.end.offset ?? 0]);
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(parseMarkdown(text));
  return spans;
}

export type ShortcodeResult = Spliced & { notes: LineNote[] };

/** Every shortcode and Liquid tag of `text` expanded or removed; lines in notes are `text`'s. */
export function expandShortcodes(text: string): ShortcodeResult {
  if (!/\{\{|\{%/.test(text)) return { ...splice(text, []), notes: [] };
  const code = codeSpans(text);
  const notes: LineNote[] = [];
  const edits: Edit[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (code.some(([from, to]) => start >= from && start < to)) continue;
    const line = lineAt(text, start);
    const note = (message: string, lost = true) => notes.push({ line, message, lost });
    // A tag removed from a line of its own takes the line with it.
    const alone = /(^|\n)[ \t]*$/.test(text.slice(0, start)) && /^[ \t]*(\n|$)/.test(text.slice(end));
    const replace = (value: string) =>
      edits.push({
        start,
        end: value === '' && alone ? end + (/^[ \t]*\n?/.exec(text.slice(end))?.[0].length ?? 0) : end,
        text: value,
      });
    const shown = match[0].replace(/\s+/g, ' ').slice(0, 60);
    if (match[2]) {
      const lang =
        match[2] === 'highlight' || match[2] === 'code'
          ? (shortcodeArgs(match[3] ?? '').positional[0] ?? '')
          : 'mermaid';
      replace(fenced(lang, match[4] ?? ''));
      note(`{{< ${match[2]} >}} became a fenced code block`, false);
    } else if (match[5] !== undefined) {
      replace(fenced(match[5], match[6] ?? ''));
      note('{% highlight %} became a fenced code block', false);
    } else if (match[7] !== undefined) {
      replace(match[7]);
    } else if (/^\{%-?\s*comment/.test(match[0])) {
      replace('');
      note('a Liquid {% comment %} was removed', false);
    } else if (match[8]) {
      replace(`{{${match[8]}${match[9] ?? ''}${match[8] === '<' ? '>' : '%'}}}`);
    } else if (match[11]) {
      const name = match[11].toLowerCase();
      const args = shortcodeArgs(match[12] ?? '');
      if (match[10]) {
        replace('');
        continue;
      }
      const embed = EMBED_URLS[name]?.(args);
      const image = FIGURES.has(name) ? figure(args) : undefined;
      if (image) {
        replace(image);
        note(`{{< ${name} >}} became an image`, false);
      } else if (embed) {
        replace(`[${EMBED_WORDS[name] ?? name}](${embed})`);
        note(`the embed ${shown} was replaced by a link to ${embed}`);
      } else if (REFS.has(name) && args.positional[0]) {
        replace(args.positional[0]);
      } else {
        replace('');
        note(`the shortcode ${shown} was removed (what it wraps, if anything, is kept): only Hugo expands it`);
      }
    } else if (match[13]) {
      const name = match[13].toLowerCase();
      const args = shortcodeArgs(match[14] ?? '');
      const embed = EMBED_URLS[name]?.(args);
      if (embed) {
        replace(`[${EMBED_WORDS[name] ?? name}](${embed})`);
        note(`the embed ${shown} was replaced by a link to ${embed}`);
      } else if ((name === 'post_url' || name === 'link') && args.positional[0]) {
        replace(args.positional[0]);
      } else if (name === 'endraw' || name === 'endhighlight') {
        replace('');
      } else {
        replace('');
        note(`the Liquid tag ${shown} was removed: only Jekyll runs it`);
      }
    } else if (match[15]) {
      const value = match[15];
      if (/^["']/.test(value)) replace(value.slice(1, -1));
      else if (/^site\.(baseurl|url)$/.test(value)) replace('');
      else {
        replace('');
        note(`the Liquid value ${shown} was removed: only Jekyll fills it in`);
      }
    }
  }
  return { ...splice(text, edits), notes };
}
