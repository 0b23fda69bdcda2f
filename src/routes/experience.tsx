import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getExperience } from '@/content/experience';
import { getPageMeta } from '@/content/pages';

export const Route = createFileRoute('/experience')({
  loader: () => ({ page: getPageMeta('/experience'), entries: getExperience() }),
  component: ExperiencePage,
});

function ExperiencePage() {
  const { page, entries } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      {entries.map((entry) => (
        <article key={entry.slug}>
          <h2>{entry.title}</h2>
          <p>
            {entry.company} · <time dateTime={entry.period.start.iso}>{entry.period.label}</time> · {entry.location}
          </p>
          <ul>
            {entry.achievements.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </article>
      ))}
    </PageLayout>
  );
}
