import { createFileRoute } from '@tanstack/react-router';
import { CertificationSection } from '@/components/CertificationCard/CertificationCard';
import { PageLayout } from '@/components/PageLayout/PageLayout';
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
      <CertificationSection
        heading="Certifications"
        certifications={certifications}
        credentialLabel="Verify credential"
      />
    </PageLayout>
  );
}
