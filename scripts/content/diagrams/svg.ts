/**
 * Mermaid's SVG made safe for a post's page: only drawing elements and attributes are kept (no
 * script, no event attribute, no link, no foreignObject), every id renamed under a prefix of its
 * own so two diagrams on one page never share one, its `<style>` kept only for rules scoped to the
 * diagram, and its style attributes turned into classes (the pages' policy allows none).
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import postcss from 'postcss';
import { classesIn, criticalCss } from '../../page-load/inline-css.ts';
import { styleClasses } from '../style-classes.ts';

const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'marker',
  'defs',
  'style',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'pattern',
]);

/** Geometry and presentation: what a drawing needs, as hast names them. */
const PROPERTIES = new Set([
  'id',
  'className',
  'style',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'dx',
  'dy',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'transform',
  'fill',
  'fillOpacity',
  'fillRule',
  'stroke',
  'strokeWidth',
  'strokeDasharray',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeOpacity',
  'opacity',
  'markerStart',
  'markerMid',
  'markerEnd',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'preserveAspectRatio',
  'textAnchor',
  'dominantBaseline',
  'alignmentBaseline',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'fontFamily',
  'offset',
  'stopColor',
  'stopOpacity',
  'gradientUnits',
  'patternUnits',
  'clipPath',
]);

/** A value that may name something: only a part of this same drawing, `url(#…)`. */
const FOREIGN_URL = /url\s*\(\s*(?!['"]?#)/i;

function clean(node: Element): Element {
  const properties: Element['properties'] = {};
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    if (!PROPERTIES.has(name) || value === null || value === undefined) continue;
    if (typeof value === 'string' && FOREIGN_URL.test(value)) continue;
    properties[name] = value;
  }
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'text') children.push(child);
    else if (child.type === 'element' && ELEMENTS.has(child.tagName)) children.push(clean(child));
  }
  return { type: 'element', tagName: node.tagName, properties, children };
}

/**
 * Every id of the drawing moved under `prefix` (the root's becomes `prefix`, `<root>_marker` becomes
 * `<prefix>_marker`, any other `x` becomes `<prefix>-x`), with every reference to one: the ends of
 * ids stay, since Mermaid's rules select some by them (`[id$="-arrowhead"]`).
 */
function renameIds(svg: Element, css: string, prefix: string): string {
  const oldRoot = typeof svg.properties.id === 'string' ? svg.properties.id : '';
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const walk = (node: Element) => {
    const id = node.properties.id;
    if (typeof id === 'string' && !names.has(id)) {
      const tail = (oldRoot && id.startsWith(oldRoot) ? id.slice(oldRoot.length) : `-${id}`).replace(/[^\w-]/g, '_');
      let name = `${prefix}${tail}`;
      while (taken.has(name)) name = `${name}_`;
      taken.add(name);
      names.set(id, name);
    }
    for (const child of node.children) if (child.type === 'element') walk(child);
  };
  walk(svg);
  const rename = (value: string) =>
    value.replace(/url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/g, (_whole, id: string) => {
      const name = names.get(id);
      return name ? `url(#${name})` : 'none';
    });
  const apply = (node: Element) => {
    for (const [name, value] of Object.entries(node.properties)) {
      if (name === 'id' && typeof value === 'string') node.properties.id = names.get(value);
      else if (typeof value === 'string' && value.includes('url(')) node.properties[name] = rename(value);
    }
    for (const child of node.children) if (child.type === 'element') apply(child);
  };
  apply(svg);
  return oldRoot ? css.replaceAll(`#${oldRoot}`, `#${prefix}`) : css;
}

/** The drawing's own rules, each scoped to it: no at-rule but media queries, nothing that loads a file. */
function scopedCss(css: string, rootId: string): string {
  const root = postcss.parse(css);
  root.walkAtRules((rule) => {
    if (rule.name !== 'media') rule.remove();
  });
  root.walkRules((rule) => {
    const scoped = rule.selectors.filter((selector) => selector.trim().startsWith(`#${rootId}`));
    if (scoped.length === 0) rule.remove();
    else rule.selectors = scoped;
  });
  root.walkDecls((declaration) => {
    if (/url\s*\(|expression\s*\(|^animation/i.test(`${declaration.prop}:${declaration.value}`)) declaration.remove();
    // The page's own font, which Mermaid measured the labels in, is inherited: no need to name it again.
    else if (declaration.prop === 'font-family') declaration.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

/** Mermaid defines every arrowhead a diagram might use; only those an edge names stay. */
function withoutUnusedMarkers(svg: Element): void {
  const used = new Set<string>();
  const collect = (node: Element) => {
    for (const value of Object.values(node.properties))
      if (typeof value === 'string') for (const [, id] of value.matchAll(/url\(#([^)]+)\)/g)) used.add(id ?? '');
    for (const child of node.children) if (child.type === 'element') collect(child);
  };
  collect(svg);
  const prune = (node: Element) => {
    node.children = node.children.filter(
      (child) => !(child.type === 'element' && child.tagName === 'marker' && !used.has(String(child.properties.id))),
    );
    for (const child of node.children) if (child.type === 'element') prune(child);
  };
  prune(svg);
}

/** Style attributes without `font-family` (the page's font is inherited), and font attributes dropped. */
function withoutFontFamily(node: Element): void {
  const style = node.properties.style;
  if (typeof style === 'string') node.properties.style = style.replace(/font-family\s*:[^;]*;?/gi, '');
  delete node.properties.fontFamily;
  for (const child of node.children) if (child.type === 'element') withoutFontFamily(child);
}

export type SafeDiagram = { svg: Element; css: string; width: number; height: number };

/**
 * Mermaid's SVG as a safe drawing under `prefix`, with the CSS its classes use and its size; its
 * own title and description dropped: the figure around it names and describes it.
 */
export function safeDiagram(raw: string, prefix: string): SafeDiagram {
  const tree: Root = fromHtml(raw, { fragment: true, space: 'svg' });
  const found = tree.children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
  if (!found) throw new Error('Mermaid drew no <svg>.');
  const svg = clean(found);
  const styles = svg.children.filter(
    (child): child is Element => child.type === 'element' && child.tagName === 'style',
  );
  const text = styles
    .flatMap((style) => style.children)
    .map((child) => (child.type === 'text' ? child.value : ''))
    .join('\n');
  svg.children = svg.children.filter((child) => !(child.type === 'element' && child.tagName === 'style'));
  const renamed = renameIds(svg, scopedCss(text, String(found.properties.id ?? '')), prefix);
  withoutUnusedMarkers(svg);
  const classes = styleClasses(`${prefix}-s`);
  withoutFontFamily(svg);
  classes.replaceStyles(svg);
  const css = `${criticalCss(renamed, classesIn(toHtml(svg)))}${classes.css(`#${prefix}`, true)}`;
  const width = Number(svg.properties.width) || 0;
  const height = Number(svg.properties.height) || 0;
  return { svg, css, width, height };
}
