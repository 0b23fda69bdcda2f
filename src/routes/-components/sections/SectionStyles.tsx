import type { EntryCard } from '@/content/sections';
import { vars } from '@/styles/theme.css';
import { fontWeight, radius, space } from '@/styles/tokens';
import { c, pageCss, rule } from './styles';

/** Only on a page whose entries have them: the Cite action's copy button, like the links beside it, and a badge. */
const citeCss = rule(c('button'), {
  background: 'none',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  cursor: 'pointer',
});
const badgeCss = rule(c('badge'), {
  padding: `0 ${space(0.75)}`,
  border: `1px solid ${vars.accent.primary.text}`,
  borderRadius: radius.small,
  color: vars.accent.primary.text,
  fontWeight: fontWeight.semibold,
});

type Shown = readonly Pick<EntryCard, 'cite' | 'badge'>[];

/** The sections' stylesheet for a list or an entry page (styles.tsx), in the page: each renders it first, with its `entries`. */
export function SectionStyles({ page, entries }: { page: keyof typeof pageCss; entries: Shown }) {
  const cite = entries.some((entry) => entry.cite) ? citeCss : '';
  const badge = entries.some((entry) => entry.badge) ? badgeCss : '';
  return <style>{`${pageCss[page]}${cite}${badge}`}</style>;
}
