import { createFileRoute } from '@tanstack/react-router';
import { CertificationSection } from '@/components/CertificationCard/CertificationCard';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { Timeline } from '@/components/Timeline/Timeline';
import { getCertifications } from '@/content/certifications';
import { getEducation } from '@/content/education';
import { getPageMeta } from '@/content/pages';
import { EducationEntry } from './-components/education/EducationEntry';

export const Route = createFileRoute('/education')({
  loader: () => ({
    page: getPageMeta('/education'),
    entries: getEducation(),
    certifications: getCertifications('education'),
  }),
  component: EducationPage,
});

function EducationPage() {
  const { page, entries, certifications } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <Timeline
        items={entries}
        label="Degrees"
        getKey={(entry) => entry.slug}
        getTone={(entry) => entry.color}
        renderItem={(entry) => <EducationEntry entry={entry} />}
      />
      <CertificationSection
        heading="Professional Certifications"
        certifications={certifications}
        credentialLabel="View credential"
      />
    </PageLayout>
  );
}
