/** Joins class names, skipping the empty ones: `cn(styles.root, className)`. */
export const cn = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
