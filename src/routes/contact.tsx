import { createFileRoute } from '@tanstack/react-router';
import { useId } from 'react';
import { Card } from '@/components/Card/Card';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { getMessages } from '@/content/messages';
import { getPageMeta } from '@/content/pages';
import { getResumeLink } from '@/content/resume';
import { getContactDetails } from '@/content/site';
import { getSocialLinks } from '@/content/social';
import { AvailabilityBanner, QuickContactCard, SocialTiles } from './-components/contact/ContactDetails';
import { ContactForm } from './-components/contact/ContactForm';
import * as styles from './-components/contact/contact.css';

export const Route = createFileRoute('/contact')({
  loader: () => ({
    page: getPageMeta('/contact'),
    details: getContactDetails(),
    socialLinks: getSocialLinks(),
    resume: getResumeLink(),
    words: getMessages().contact,
  }),
  component: ContactPage,
});

function ContactPage() {
  const { page, details, socialLinks, resume, words } = Route.useLoaderData();
  const formTitleId = useId();
  return (
    <PageLayout heading={page.heading} intro={page.intro} languages={page.languages}>
      <div className={styles.layout}>
        <Card as="section" aria-labelledby={formTitleId} className={styles.formCard} data-reveal>
          <h2 id={formTitleId} className={styles.formTitle}>
            {words.formTitle}
          </h2>
          <ContactForm to={details.email} />
        </Card>
        <div className={styles.aside}>
          <QuickContactCard details={details} resume={resume} />
          <SocialTiles links={socialLinks} />
        </div>
      </div>
      <AvailabilityBanner availability={details.availability} />
    </PageLayout>
  );
}
