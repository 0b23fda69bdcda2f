/**
 * The sections' styles, as a stylesheet each of their pages renders inline (SectionStyles). Kept out
 * of the site's stylesheet, which every page loads, so the six pages pay nothing for sections; the
 * build hashes the `<style>` into the page policy like any inline style (scripts/site/csp.ts). The
 * colours are the theme's variables, so both modes hold; written without angle brackets, ampersands or quotes.
 */
import { canHover } from '@/styles/hover';
import { vars } from '@/styles/theme.css';
import { colorFade, contentMaxWidth, fontSize, fontWeight, lineHeight, radius, space, up } from '@/styles/tokens';

/** The class names the sections' components use, prefixed so they meet no other rule. */
export const cls = {
  list: 'sx-list',
  card: 'sx-card',
  image: 'sx-image',
  cardBody: 'sx-card-body',
  title: 'sx-title',
  titleLink: 'sx-title-link',
  facts: 'sx-facts',
  authors: 'sx-authors',
  summary: 'sx-summary',
  links: 'sx-links',
  link: 'sx-link',
  article: 'sx-article',
  meta: 'sx-meta',
  toc: 'sx-toc',
  tocHeading: 'sx-toc-heading',
  tocList: 'sx-toc-list',
  tocSub: 'sx-toc-sub',
  body: 'sx-body',
  neighbours: 'sx-neighbours',
  neighbour: 'sx-neighbour',
  neighbourLabel: 'sx-neighbour-label',
  back: 'sx-back',
  tag: 'sx-tag',
  count: 'sx-count',
  rows: 'sx-rows',
  row: 'sx-row',
  rowTitle: 'sx-row-title',
  group: 'sx-group',
  groupHeading: 'sx-group-heading',
  pages: 'sx-pages',
  pageList: 'sx-page-list',
  pageNumber: 'sx-page-number',
  pageStep: 'sx-page-step',
  pageGap: 'sx-page-gap',
} as const;

const rule = (selector: string, declarations: Record<string, string>) =>
  `${selector}{${Object.entries(declarations)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';')}}`;
// Only where a pointer hovers: a phone keeps the last tapped element hovered (styles/hover.ts).
const hover = (css: string) => `@media ${canHover}{${css}}`;
const c = (name: keyof typeof cls) => `.${cls[name]}`;
const b = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${c('body')} ${part.trim()}`)
    .join(',');
const muted = { transition: colorFade, color: vars.color.textMuted };
// Code reads left to right in every language: in an Arabic post, a line of code keeps its order.
const ltr = { direction: 'ltr', unicodeBidi: 'isolate' };
const box = { border: `1px solid ${vars.color.border}`, borderRadius: radius.card };

/** Highlighting is done at build time (rehype-highlight): classes only, coloured by the theme's text colours. */
const highlight: [string, string][] = [
  ['keyword,selector-tag,meta', vars.accent.primary.text],
  ['string,regexp,addition', vars.accent.success.text],
  ['number,literal,symbol', vars.accent.warning.text],
  ['title,section,function', vars.accent.secondary.text],
  ['built_in,type,class', vars.accent.info.text],
  ['attr,attribute,variable,deletion', vars.accent.error.text],
  ['comment,quote', vars.color.textMuted],
];

/** A topic's chip is the site's chip (components/Chip), as a link: its underline goes, and its mark sits against its name. */
const tagCss = rule(c('tag'), { gap: '0', textDecoration: 'none' });
/** An entry's title as a link, on a list or a topic's page. */
const titleCss = [
  rule(c('titleLink'), { color: 'inherit', textUnderlineOffset: '0.2em' }),
  hover(rule(`${c('titleLink')}:hover`, { color: vars.accent.primary.text })),
];
const backCss = rule(c('back'), {
  alignSelf: 'center',
  color: vars.accent.primary.text,
  fontWeight: fontWeight.semibold,
});

/** Rules every page uses: an entry's image, its authors, its facts, its topics and its links. */
const sharedCss = [
  tagCss,
  rule(c('image'), { display: 'block', width: '100%', height: 'auto', aspectRatio: '16/9', objectFit: 'cover' }),
  rule(c('authors'), { margin: '0', fontSize: fontSize.sm, overflowWrap: 'anywhere' }),
  rule(c('facts'), {
    ...muted,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${space(0.5)} ${space(2)}`,
    fontSize: fontSize.sm,
  }),
  rule(c('links'), { display: 'flex', flexWrap: 'wrap', gap: space(1), padding: '0', listStyle: 'none' }),
  rule(c('link'), {
    transition: colorFade,
    display: 'inline-flex',
    alignItems: 'center',
    gap: space(0.75),
    minHeight: space(5.5),
    padding: `0 ${space(1.5)}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.small,
    color: vars.accent.primary.text,
    fontWeight: fontWeight.semibold,
    textDecoration: 'none',
  }),
  hover(rule(`${c('link')}:hover`, { background: vars.accent.primary.soft })),
];

/** The list page's own: the cards. */
const listCss = [
  rule(c('list'), { display: 'grid', gap: space(3), padding: '0', margin: '0', listStyle: 'none' }),
  rule(c('card'), { display: 'grid', overflow: 'hidden' }),
  rule(c('cardBody'), { display: 'grid', gap: space(1.5), padding: space(2.5), minWidth: '0' }),
  `@media ${up('sm')}{${rule(c('cardBody'), { padding: space(3) })}}`,
  rule(c('title'), {
    fontSize: fontSize.h3,
    fontWeight: fontWeight.bold,
    lineHeight: lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
  rule(c('summary'), { ...muted, overflowWrap: 'anywhere' }),
  rule(c('pages'), {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space(1),
    marginTop: space(4),
  }),
  rule(c('pageList'), {
    display: 'flex',
    flexWrap: 'wrap',
    gap: space(1),
    padding: '0',
    margin: '0',
    listStyle: 'none',
  }),
  rule(c('pageNumber'), { justifyContent: 'center', minWidth: space(4.5), textDecoration: 'none' }),
  rule(c('pageStep'), { fontWeight: fontWeight.semibold, textDecoration: 'none' }),
  hover(
    rule(`:is(${c('pageNumber')},${c('pageStep')}):hover`, {
      borderColor: vars.accent.primary.solid,
      color: vars.accent.primary.text,
    }),
  ),
  rule(`${c('pageNumber')}[aria-current]`, {
    borderColor: vars.accent.primary.solid,
    background: vars.accent.primary.soft,
    color: vars.accent.primary.text,
  }),
  rule(c('pageGap'), { width: space(2) }),
];

/** Short rows of entries, a title and its facts each, on a topic's page. */
const rowsCss = [
  rule(c('rows'), { display: 'grid', gap: space(2), padding: '0', margin: '0', listStyle: 'none' }),
  rule(c('row'), { display: 'grid', gap: space(0.5), minWidth: '0' }),
  rule(c('rowTitle'), {
    fontSize: fontSize.lg,
    fontWeight: fontWeight.semibold,
    lineHeight: lineHeight.tight,
    overflowWrap: 'anywhere',
  }),
];

/** A topic's page and the index of topics: its sections' groups and each topic's count. */
const topicCss = [
  rule(c('group'), { display: 'grid', gap: space(2), maxWidth: contentMaxWidth, margin: `0 auto ${space(5)}` }),
  rule(c('groupHeading'), { fontSize: fontSize.h2, fontWeight: fontWeight.bold, lineHeight: lineHeight.tight }),
  rule(c('count'), { ...muted, marginInlineStart: space(0.75), fontVariantNumeric: 'tabular-nums' }),
];

/** The entry page's own: the article, its contents, its body and its neighbours. */
const entryCss = [
  rule(c('article'), { display: 'grid', gap: space(4), maxWidth: contentMaxWidth, margin: '0 auto', minWidth: '0' }),
  rule(c('meta'), { display: 'grid', justifyItems: 'center', gap: space(1.5), textAlign: 'center' }),
  rule(c('toc'), { ...box, transition: colorFade, padding: space(2.5), background: vars.color.surface }),
  rule(c('tocHeading'), {
    ...muted,
    fontSize: fontSize.sm,
    fontWeight: fontWeight.bold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  }),
  rule(c('tocList'), { display: 'grid', gap: space(0.75), marginTop: space(1), paddingInlineStart: space(2.5) }),
  rule(c('tocSub'), { marginInlineStart: space(2.5) }),
  rule(c('body'), { minWidth: '0', fontSize: fontSize.lg, lineHeight: lineHeight.body, overflowWrap: 'anywhere' }),
  rule(b('* + *'), { marginTop: space(2) }),
  rule(b('h2,h3,h4,h5,h6'), {
    marginTop: space(4),
    lineHeight: lineHeight.tight,
    fontWeight: fontWeight.bold,
    // The heading an anchor jumps to clears the top bar, even one a long name made taller.
    scrollMarginTop: space(10),
  }),
  rule(b('h2'), { fontSize: fontSize.h2 }),
  rule(b('h3'), { fontSize: fontSize.h3 }),
  rule(b('a'), { color: vars.accent.primary.text, textUnderlineOffset: '0.2em' }),
  rule(b(':is(h2,h3,h4,h5,h6) a'), { color: 'inherit', textDecoration: 'none' }),
  hover(rule(b(':is(h2,h3,h4,h5,h6) a:hover'), { textDecoration: 'underline' })),
  rule(b('ul,ol'), { paddingInlineStart: space(3) }),
  rule(b('blockquote'), {
    ...muted,
    paddingInlineStart: space(2),
    borderInlineStart: `4px solid ${vars.color.border}`,
  }),
  // A wide table scrolls sideways on a phone (and takes the keyboard, as code does) instead of widening
  // the page; a column the owner aligned (`---:`) keeps its alignment, the others start with the text.
  rule(b('table'), { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' }),
  rule(b(':is(th,td)'), { padding: `${space(0.5)} ${space(1.5)}`, border: `1px solid ${vars.color.border}` }),
  rule(b('th:not([align])'), { textAlign: 'start' }),
  rule(b('.contains-task-list'), { listStyle: 'none', paddingInlineStart: '0' }),
  rule(b('img'), { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: radius.small }),
  rule(b('code'), { ...ltr, fontFamily: 'ui-monospace,monospace', fontSize: '0.9em' }),
  rule(b('pre'), {
    ...ltr,
    overflowX: 'auto',
    padding: space(2),
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.small,
    background: vars.color.surface,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.body,
  }),
  rule(b('pre code'), { fontSize: 'inherit', overflowWrap: 'normal' }),
  ...highlight.map(([names, color]) => {
    const classes = names.split(',').map((name) => `.hljs-${name}`);
    return rule(b(`pre :is(${classes.join(',')})`), { color });
  }),
  rule(b('pre .hljs-comment'), { fontStyle: 'italic' }),
  rule(c('neighbours'), {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit,minmax(min(100%,14rem),1fr))',
    gap: space(2),
  }),
  rule(c('neighbour'), {
    ...box,
    transition: colorFade,
    display: 'grid',
    gap: space(0.5),
    padding: space(2),
    color: vars.color.text,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
  }),
  hover(rule(`${c('neighbour')}:hover`, { borderColor: vars.accent.primary.solid })),
  rule(c('neighbourLabel'), { ...muted, fontSize: fontSize.sm }),
  backCss,
];

/** Each page carries only its own rules: a list page never the article's, nor a post the cards'. */
const pageCss = {
  list: [...sharedCss, ...titleCss, ...listCss].join(''),
  entry: [...sharedCss, ...entryCss].join(''),
  topic: [...sharedCss, ...titleCss, backCss, ...rowsCss, ...topicCss].join(''),
};

/** The sections' stylesheet for a list, an entry or a topic page, in the page: each renders it first. */
export function SectionStyles({ page }: { page: keyof typeof pageCss }) {
  return <style>{pageCss[page]}</style>;
}
