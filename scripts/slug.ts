/** "Pied Piper" → "pied-piper", "Résumé notes" → "resume-notes": accents dropped, every other run of characters a dash. */
export const toSlug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
