import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { loadEntryBody } from '@/content/section-body';
import { getEntry } from '@/content/sections';
import { EntryArticle } from '../-components/sections/EntryArticle';

// Every entry with a Markdown body, in any section, is this one page.
export const Route = createFileRoute('/$section/$slug')({
  loader: async ({ params }) => ({
    ...getEntry(params.section, params.slug),
    body: await loadEntryBody(params.section, params.slug),
  }),
  component: EntryPage,
});

function EntryPage() {
  const data = Route.useLoaderData();
  return (
    <PageLayout heading={data.entry.title} intro={data.entry.summary}>
      <EntryArticle {...data} />
    </PageLayout>
  );
}
