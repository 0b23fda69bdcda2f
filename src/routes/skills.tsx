import { createFileRoute } from '@tanstack/react-router';
import { CertificationSection } from '@/components/CertificationCard/CertificationCard';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getCertifications } from '@/content/certifications';
import { getMessages } from '@/content/messages';
import { getPageMeta } from '@/content/pages';
import { getSkillCategories } from '@/content/skills';
import { SkillCategoryCard } from './-components/skills/SkillCategoryCard';
import * as styles from './-components/skills/SkillCategoryCard.css';

export const Route = createFileRoute('/skills')({
  loader: () => ({
    page: getPageMeta('/skills'),
    categories: getSkillCategories(),
    certifications: getCertifications('skills'),
    words: getMessages().skills,
  }),
  component: SkillsPage,
});

function SkillsPage() {
  const { page, categories, certifications, words } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro} languages={page.languages}>
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category.slug}>
            <SkillCategoryCard category={category} />
          </li>
        ))}
      </ul>
      <CertificationSection
        heading={words.certifications}
        certifications={certifications}
        credentialLabel={words.credential}
      />
    </PageLayout>
  );
}
