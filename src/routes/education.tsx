import { createFileRoute } from '@tanstack/react-router';
import { CertificationSection } from '@/components/CertificationCard/CertificationCard';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { Timeline } from '@/components/Timeline/Timeline';
import { getCertifications } from '@/content/certifications';
import { getEducation } from '@/content/education';
import { getMessages } from '@/content/messages';
import { getPageMeta } from '@/content/pages';
import { EducationEntry } from './-components/education/EducationEntry';

export const Route = createFileRoute('/education')({
  loader: () => ({
    page: getPageMeta('/education'),
    entries: getEducation(),
    certifications: getCertifications('education'),
    words: getMessages().education,
  }),
  component: EducationPage,
});

function EducationPage() {
  const { page, entries, certifications, words } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro} languages={page.languages}>
      <Timeline
        items={entries}
        label={words.timeline}
        getKey={(entry) => entry.slug}
        getTone={(entry) => entry.color}
        renderItem={(entry) => <EducationEntry entry={entry} />}
      />
      <CertificationSection
        heading={words.certifications}
        certifications={certifications}
        credentialLabel={words.credential}
      />
    </PageLayout>
  );
}
