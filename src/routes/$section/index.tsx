import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getSection } from '@/content/sections';
import { EntryCard } from '../-components/sections/EntryCard';
import * as styles from '../-components/sections/EntryCard.css';

// Every section the owner adds (a page file in content/pages, its entries in a folder of content/sections) is this one page.
export const Route = createFileRoute('/$section/')({
  loader: ({ params }) => getSection(params.section),
  component: SectionPage,
});

function SectionPage() {
  const { page, entries } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <ul className={styles.list} aria-label={page.heading}>
        {entries.map((entry) => (
          <li key={entry.slug}>
            <EntryCard entry={entry} />
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
