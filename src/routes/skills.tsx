import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getCertifications } from '@/content/certifications';
import { getPageMeta } from '@/content/pages';
import { getSkillCategories } from '@/content/skills';

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
      {categories.map((category) => (
        <section key={category.slug}>
          <h2>{category.title}</h2>
          <ul>
            {category.skills.map((skill) => (
              <li key={skill.name}>
                {skill.name} {skill.level}%
              </li>
            ))}
          </ul>
        </section>
      ))}
      <h2>Certifications</h2>
      {certifications.map((cert) => (
        <p key={cert.slug}>{cert.title}</p>
      ))}
    </PageLayout>
  );
}
