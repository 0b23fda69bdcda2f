/**
 * A section for a test to start in the editor: one the owner's content does not have yet, so the
 * test never collides with their own Awards (tests never depend on the owner's words).
 */
export function newSection(files: ReadonlyMap<string, Buffer>): { name: string; title: string } {
  const used = (name: string) =>
    [...files].some(
      ([path, data]) =>
        path.startsWith(`content/sections/${name}/`) ||
        path === `content/pages/${name}.yaml` ||
        (path.startsWith('content/pages/') && new RegExp(`^path:\\s*/${name}\\s*$`, 'm').test(data.toString())),
    );
  for (let n = 1; ; n++) {
    const name = n === 1 ? 'awards' : `awards-${n}`;
    // The form names the page's file by its Name: "Awards 2" is pages/awards-2.yaml.
    if (!used(name)) return { name, title: n === 1 ? 'Awards' : `Awards ${n}` };
  }
}
