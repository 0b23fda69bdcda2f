/**
 * What makes an Atom feed valid for a feed reader (RFC 4287), checked by hand on a parsed document:
 * well-formed XML; an atom:feed with one id, title and updated, an author, a self link; each entry
 * with one id, title and updated and a link to read it at; dates in RFC 3339; ids and links
 * absolute; no id twice; every category with a term. RFC 4287's RELAX NG schema has no well-kept
 * validator for JavaScript, and the W3C's is an online Python service, so these are its rules
 * that a feed like ours can break.
 *
 * One self-contained function, so the unit tests run it in jsdom and the browser tests pass it to
 * the built site's page (`page.evaluate(atomReport, xml)`) unchanged.
 */
export type AtomReport = { wellFormed: boolean; problems: string[]; entries: number };

export function atomReport(text: string): AtomReport {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return { wellFormed: false, problems: [], entries: 0 };
  const ns = 'http://www.w3.org/2005/Atom';
  const feed = doc.documentElement;
  const problems: string[] = [];
  const child = (parent: Element, name: string) =>
    [...parent.children].filter((element) => element.namespaceURI === ns && element.localName === name);
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
  const absolute = (url: string | null) => !!url && /^[a-z][a-z\d+.-]*:\/\/[^/\s]+\S*$/i.test(url);
  if (feed.namespaceURI !== ns || feed.localName !== 'feed') problems.push('the root is not an atom:feed');
  for (const name of ['id', 'title', 'updated'])
    if (child(feed, name).length !== 1) problems.push(`the feed needs exactly one ${name}`);
  const items = child(feed, 'entry');
  const authored = (element: Element) => child(element, 'author').some((author) => child(author, 'name').length === 1);
  if (!authored(feed) && !items.every(authored)) problems.push('the feed, or every entry, needs an author with a name');
  if (!child(feed, 'link').some((link) => link.getAttribute('rel') === 'self'))
    problems.push('the feed has no self link');
  for (const link of doc.getElementsByTagNameNS(ns, 'link'))
    if (!absolute(link.getAttribute('href'))) problems.push(`a link is not absolute: ${link.getAttribute('href')}`);
  for (const id of doc.getElementsByTagNameNS(ns, 'id'))
    if (!absolute(id.textContent)) problems.push(`an id is not absolute: ${id.textContent}`);
  for (const name of ['updated', 'published'])
    for (const date of doc.getElementsByTagNameNS(ns, name)) {
      const value = date.textContent ?? '';
      if (!rfc3339.test(value) || Number.isNaN(Date.parse(value)))
        problems.push(`${name} is not an RFC 3339 date: ${value}`);
    }
  for (const category of doc.getElementsByTagNameNS(ns, 'category'))
    if (!category.getAttribute('term')) problems.push('a category has no term');
  for (const entry of items) {
    for (const name of ['id', 'title', 'updated'])
      if (child(entry, name).length !== 1) problems.push(`an entry needs exactly one ${name}`);
    // An entry without content is read at its alternate link.
    if (!child(entry, 'link').some((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate'))
      problems.push('an entry has no alternate link');
  }
  const ids = [...doc.getElementsByTagNameNS(ns, 'id')].map((id) => id.textContent);
  if (new Set(ids).size !== ids.length) problems.push('an id repeats');
  return { wellFormed: true, problems, entries: items.length };
}
