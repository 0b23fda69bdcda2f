import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { loadEntryBody } from '@/content/section-body';
import { getEntry, getSection } from '@/content/sections';
import { EntryArticle } from '../-components/sections/EntryArticle';
import { EntryCard } from '../-components/sections/EntryCard';
import * as styles from '../-components/sections/list.inline.css';
import { SectionStyles } from '../-components/sections/SectionStyles';

/**
 * Every section the owner adds (a page file in content/pages/ and its folder in content/sections/) is this one
 * route: `/talks` lists the section, `/writing/my-post` shows one entry with a body. One route,
 * not two, so the six pages' first load carries one small stub for all of it.
 */
export const Route = createFileRoute('/$section/{-$slug}')({
  loader: async ({ params: { section, slug } }) =>
    slug
      ? { kind: 'entry' as const, ...getEntry(section, slug), body: await loadEntryBody(section, slug) }
      : { kind: 'list' as const, ...getSection(section) },
  component: SectionRoute,
});

function SectionRoute() {
  const data = Route.useLoaderData();
  if (data.kind === 'entry')
    return (
      <PageLayout
        heading={data.entry.title}
        intro={data.entry.summary}
        languages={{ heading: data.entry.languages.title, intro: data.entry.languages.summary }}
      >
        <SectionStyles page="entry" body={data.body.html} entries={[data.entry]} />
        <EntryArticle {...data} />
      </PageLayout>
    );
  return (
    <PageLayout heading={data.page.heading} intro={data.page.intro} languages={data.page.languages}>
      <SectionStyles page="list" entries={data.entries} />
      <ul className={styles.list} aria-label={data.page.heading}>
        {data.entries.map((entry) => (
          <li key={entry.slug}>
            <EntryCard entry={entry} />
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
