/**
 * What every page runs, in chunks the deferred loader imports in parallel: each one evaluates in
 * its own task, so no single long task blocks input while the page hydrates.
 */
export const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/ },
  // The six pages' route files, and the sections' one (src/routes/$section/{-$slug}.{-$page}.tsx).
  { name: 'app', test: /src[\\/]routes[\\/](?:[\w-]+|\$section[\\/]\{-\$slug\}\.\{-\$page\})\.tsx$/ },
  // The primitives most pages use: one request and one gzip stream, not a dozen tiny files.
  {
    name: 'ui',
    test: /src[\\/](components[\\/](PageLayout|Section|Card|Chip|ExternalLink|Button|Timeline|ResumeLink)[\\/]|content[\\/](format|resume))|^\0virtual:resume$/,
  },
];
