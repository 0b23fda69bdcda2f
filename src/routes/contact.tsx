import { createFileRoute } from '@tanstack/react-router';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getPageMeta } from '@/content/pages';
import { getContactDetails } from '@/content/site';
import { getSocialLinks } from '@/content/social';

export const Route = createFileRoute('/contact')({
  loader: () => ({ page: getPageMeta('/contact'), details: getContactDetails(), socialLinks: getSocialLinks() }),
  component: ContactPage,
});

function ContactPage() {
  const { page, details, socialLinks } = Route.useLoaderData();
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <p>{details.email}</p>
      <p>{details.phone}</p>
      <p>{details.location}</p>
      <ul>
        {socialLinks.map((link) => (
          <li key={link.slug}>{link.name}</li>
        ))}
      </ul>
      <h2>{details.availability.title}</h2>
      <p>{details.availability.text}</p>
    </PageLayout>
  );
}
