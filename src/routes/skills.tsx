import { createFileRoute } from '@tanstack/react-router';
import { CertificationList } from '@/components/CertificationCard/CertificationCard';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { Section } from '@/components/Section/Section';
import { getCertifications } from '@/content/certifications';
import { getPageMeta } from '@/content/pages';
import { getSkillCategories } from '@/content/skills';
import { SkillCategoryCard } from './-components/skills/SkillCategoryCard';
import * as styles from './-components/skills/SkillCategoryCard.css';

export const Route = createFileRoute('/skills')({
  loader: () => ({
    page: getPageMeta('/skills'),
    categories: getSkillCategories(),
    certifications: getCertifications('skills'),
  }),
  component: SkillsPage,
});

function SkillsPage() {
  const { page, categories, certifications } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.slug}>
            <SkillCategoryCard category={category} />
          </li>
        ))}
      </ul>
      {certifications.length > 0 ? (
        <Section heading="Certifications">
          <CertificationList certifications={certifications} credentialLabel="Verify credential" />
        </Section>
      ) : null}
    </PageLayout>
  );
}
