import { createFileRoute, notFound } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { PAGE_SEGMENT, TAGS_SEGMENT } from '@/content/model/vocabulary';
import { loadEntryBody } from '@/content/section-body';
import { getEntry, getSection, getTopic, getTopics } from '@/content/sections';
import { pageNumber } from '@/content/tags';
import { EntryArticle } from '../-components/sections/EntryArticle';
import { EntryList } from '../-components/sections/EntryList';
import { SectionStyles } from '../-components/sections/SectionStyles';
import { TopicIndex, TopicPage } from '../-components/sections/TopicPage';

/**
 * Every page of the sections the owner adds (a page file in content/pages/ and its folder in
 * content/sections/) is this one route: `/talks` lists a section, `/talks/page/2` its next page,
 * `/writing/my-post` shows one entry with a body; `/tags` lists the topics and `/tags/go` one
 * topic's entries across sections. One route, not several, so the six pages' first load carries
 * one small stub for all of it.
 */
export const Route = createFileRoute('/$section/{-$slug}/{-$page}')({
  loader: async ({ params: { section, slug, page } }) => {
    if (section === TAGS_SEGMENT) {
      if (page) throw notFound();
      return slug ? { kind: 'topic' as const, ...getTopic(slug) } : { kind: 'topics' as const, ...getTopics() };
    }
    if (page) {
      const number = pageNumber(page);
      if (slug !== PAGE_SEGMENT || !number) throw notFound();
      return { kind: 'list' as const, ...getSection(section, number) };
    }
    return slug
      ? { kind: 'entry' as const, ...getEntry(section, slug), body: await loadEntryBody(section, slug) }
      : { kind: 'list' as const, ...getSection(section) };
  },
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
  if (data.kind === 'topic') return <TopicPage {...data} />;
  if (data.kind === 'topics') return <TopicIndex {...data} />;
  return (
    <PageLayout heading={data.page.heading} intro={data.page.intro} languages={data.page.languages}>
      <SectionStyles page="list" entries={data.entries} />
      <EntryList {...data} />
    </PageLayout>
  );
}
