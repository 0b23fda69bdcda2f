/**
 * Mermaid's theme for each colour mode, from the site's palette: a diagram is drawn once per mode
 * and shows in the mode the page is in.
 */
import { palette } from '../../../src/styles/palette.ts';
import { fontFamily } from '../../../src/styles/tokens.ts';

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

/** Mermaid's configuration for one mode: its base theme coloured from the palette, labels as SVG text. */
export function mermaidConfig(mode: Mode) {
  const theme = palette[mode];
  const node = { fill: theme.color.surfaceMuted, border: theme.accent.primary.solid, text: theme.color.text };
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: 'base',
    darkMode: mode === 'dark',
    // SVG text, not HTML in a foreignObject: nothing but drawing reaches the page.
    htmlLabels: false,
    flowchart: { htmlLabels: false, useMaxWidth: false },
    sequence: { useMaxWidth: false },
    class: { htmlLabels: false, useMaxWidth: false },
    state: { useMaxWidth: false },
    er: { useMaxWidth: false },
    gantt: { useMaxWidth: false },
    pie: { useMaxWidth: false },
    journey: { useMaxWidth: false },
    gitGraph: { useMaxWidth: false },
    mindmap: { useMaxWidth: false },
    fontFamily,
    themeVariables: {
      fontFamily,
      fontSize: '16px',
      background: theme.color.surface,
      primaryColor: node.fill,
      primaryBorderColor: node.border,
      primaryTextColor: node.text,
      secondaryColor: theme.color.surface,
      secondaryBorderColor: theme.color.border,
      secondaryTextColor: node.text,
      tertiaryColor: theme.color.background,
      tertiaryBorderColor: theme.color.border,
      tertiaryTextColor: node.text,
      mainBkg: node.fill,
      nodeBorder: node.border,
      nodeTextColor: node.text,
      textColor: theme.color.text,
      titleColor: theme.color.text,
      lineColor: theme.color.textMuted,
      clusterBkg: theme.color.surface,
      clusterBorder: theme.color.border,
      edgeLabelBackground: theme.color.surface,
      labelBackground: theme.color.surface,
      noteBkgColor: theme.color.surface,
      noteTextColor: theme.color.text,
      noteBorderColor: theme.color.border,
      actorBkg: node.fill,
      actorBorder: node.border,
      actorTextColor: node.text,
      actorLineColor: theme.color.textMuted,
      signalColor: theme.color.text,
      signalTextColor: theme.color.text,
      labelBoxBkgColor: node.fill,
      labelBoxBorderColor: node.border,
      labelTextColor: node.text,
      loopTextColor: theme.color.text,
    },
  };
}
