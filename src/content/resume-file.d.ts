/** Built by scripts/resume/plugin.ts: the résumé files the build writes, and the PDF's size. */
declare module 'virtual:resume' {
  const resume: { pdf: string; json: string; pdfBytes: number };
  export default resume;
}
