import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getCertifications } from '@/content/certifications';
import { getEducation } from '@/content/education';
import { getPageMeta } from '@/content/pages';

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
      {entries.map((entry) => (
        <article key={entry.slug}>
          <h2>{entry.degree}</h2>
          <p>
            {entry.institution} · {entry.period.label} · {entry.location}
          </p>
        </article>
      ))}
      <h2>Professional Certifications</h2>
      {certifications.map((cert) => (
        <p key={cert.slug}>{cert.title}</p>
      ))}
    </PageLayout>
  );
}
