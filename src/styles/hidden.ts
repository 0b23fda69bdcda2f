/**
 * Hidden on screen, still read by assistive technology: the declarations alone, so a component's
 * own stylesheet can use them without importing a11y.css.ts, which would move that file's rules
 * earlier in every page's styles.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
