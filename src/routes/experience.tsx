import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { Timeline } from '@/components/Timeline/Timeline';
import { getExperience } from '@/content/experience';
import { getPageMeta } from '@/content/pages';
import { ExperienceEntry } from './-components/experience/ExperienceEntry';

export const Route = createFileRoute('/experience')({
  loader: () => ({ page: getPageMeta('/experience'), entries: getExperience() }),
  component: ExperiencePage,
});

function ExperiencePage() {
  const { page, entries } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro} languages={page.languages}>
      <Timeline
        items={entries}
        label={page.heading}
        getKey={(entry) => entry.slug}
        getTone={(entry) => (entry.period.end ? 'primary' : 'secondary')}
        renderItem={(entry) => <ExperienceEntry entry={entry} />}
      />
    </PageLayout>
  );
}
