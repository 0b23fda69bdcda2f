import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificationSection } from '@/components/CertificationCard/CertificationCard';
import { Footer } from '@/components/Footer/Footer';
import { SearchButton } from '@/components/Search/SearchButton';
import { SearchDialog } from '@/components/Search/SearchDialog';
import { SkipLink } from '@/components/SkipLink/SkipLink';
import { TopBar } from '@/components/TopBar/TopBar';
import { getCertifications } from '@/content/certifications';
import { getEducation } from '@/content/education';
import { getExperience } from '@/content/experience';
import { getProjects } from '@/content/projects';
import type { SocialLinkEntry } from '@/content/social';
import { MESSAGE_MAX_LENGTH } from '@/lib/mailto';
import { AvailabilityBanner, QuickContactCard, SocialTiles } from '@/routes/-components/contact/ContactDetails';
import { ContactForm } from '@/routes/-components/contact/ContactForm';
import { EducationEntry } from '@/routes/-components/education/EducationEntry';
import { ExperienceEntry } from '@/routes/-components/experience/ExperienceEntry';
import { ProjectCard } from '@/routes/-components/projects/ProjectCard';
import { EntryArticle } from '@/routes/-components/sections/EntryArticle';
import { EntryCard } from '@/routes/-components/sections/EntryCard';
import { EntryList } from '@/routes/-components/sections/EntryList';
import { TopicIndex, TopicPage } from '@/routes/-components/sections/TopicPage';
import { ErrorPage, NotFound } from '@/routes/-components/status/StatusPage';
import {
  certification,
  education,
  email,
  entry,
  entryPage,
  experience,
  latinLeft,
  marked,
  project,
  renderMarked,
  topicIndex,
  topicPage,
} from './no-literals.setup';

const items = [{ name: 'Αρχή', path: '/' as const, language: {} }];
const details = {
  email,
  phone: '+30 210 0000',
  location: 'Αθήνα',
  availability: { title: 'Ναι', text: 'Γράψτε.', languages: { title: {}, text: {} } },
  languages: {},
};
const resume = { label: 'Βιογραφικό', language: {}, href: '/β.pdf', details: '27' };
const socialLinks: SocialLinkEntry[] = [
  {
    slug: 'σ',
    name: 'Δίκτυο',
    icon: 'globe',
    url: 'https://10.0.0.1/',
    color: 'primary',
    description: 'Εδώ',
    languages: {},
  },
];

// Every word the code says comes from the messages: with each message replaced by its marked key and
// the content in Greek, no Latin letter is left on the page, in its text or in its labels.
describe('the site says nothing of its own but its messages', () => {
  it('on cards given every field their accessors give, from the model', () => {
    const given = (entry: object) => Object.keys(entry).sort();
    expect(given(experience)).toEqual(expect.arrayContaining(given(getExperience()[0] ?? {})));
    expect(given(education)).toEqual(expect.arrayContaining(given(getEducation()[0] ?? {})));
    expect(given(project)).toEqual(expect.arrayContaining(given(getProjects()[0] ?? {})));
    expect(given(certification)).toEqual(expect.arrayContaining(given(getCertifications()[0] ?? {})));
  });

  it('in the shell: skip link, top bar, theme switch, menu and footer', async () => {
    await renderMarked(
      <>
        <SkipLink />
        <TopBar ownerName="Όνομα" items={items} />
        <Footer ownerName="Όνομα" items={items} />
      </>,
    );
    expect(screen.getByRole('link', { name: '⟦skipLink.label⟧' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '⟦theme.toggle⟧' })).toHaveAttribute('title', '⟦theme.toDark⟧');
    expect(screen.getByText('⟦nav.copyright Όνομα⟧')).toBeInTheDocument();
    expect(latinLeft()).toEqual([]);
  });

  it('on the experience, education, project and certificate cards', async () => {
    await renderMarked(
      <>
        <ExperienceEntry entry={experience} />
        <EducationEntry entry={education} />
        <ProjectCard project={project} />
        <CertificationSection
          heading={marked.skills.certifications}
          certifications={[certification]}
          credentialLabel={marked.skills.credential}
        />
      </>,
    );
    expect(screen.getByText(/⟦dates.present⟧/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '⟦projects.features⟧' })).toBeInTheDocument();
    expect(screen.getAllByText(/⟦links.newTab⟧/).length).toBeGreaterThan(0);
    expect(latinLeft()).toEqual([]);
  });

  it("on a section's entry card and entry page: reading time, topics, link kinds, contents, neighbours, related entries", async () => {
    await renderMarked(
      <>
        <EntryCard entry={entry} />
        <EntryArticle {...entryPage} />
      </>,
    );
    // The card, the article and its related entry.
    expect(screen.getAllByText('⟦sections.readingTime 4⟧').length).toBe(3);
    expect(screen.getByRole('region', { name: '⟦topics.related⟧' })).toBeInTheDocument();
    expect(screen.getAllByText('⟦sectionLinks.slides⟧').length).toBe(2);
    expect(screen.getByRole('navigation', { name: '⟦sections.contents⟧' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '⟦sections.backTo Ομιλίες⟧' })).toBeInTheDocument();
    expect(latinLeft()).toEqual([]);
  });

  it("on an entry's marks under npm run dev (draft, scheduled) and its page's last update", async () => {
    await renderMarked(
      <>
        <EntryCard entry={entry} />
        <EntryArticle {...entryPage} />
      </>,
    );
    expect(screen.getByText('⟦sections.draft⟧')).toBeInTheDocument();
    expect(screen.getByText(/^⟦sections\.scheduled .+⟧$/)).toBeInTheDocument();
    expect(screen.getByText(/^⟦sections\.updated .+⟧$/)).toBeInTheDocument();
    expect(latinLeft()).toEqual([]);
  });

  it("on a topic's page, the index of topics and a long list's pages", async () => {
    await renderMarked(
      <>
        <TopicPage {...topicPage} />
        <TopicIndex {...topicIndex} />
        <EntryList page={entryPage.page} entries={[entry]} pagination={{ section: 'ομιλίες', page: 2, pages: 9 }} />
      </>,
    );
    expect(screen.getByRole('link', { name: '⟦topics.all⟧' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: '⟦pages.label⟧' });
    expect(pages).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '⟦pages.previous⟧' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: '⟦pages.next⟧' })).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: '⟦pages.page 2⟧' })).toHaveAttribute('aria-current', 'page');
    expect(latinLeft()).toEqual([]);
  });

  it('on the contact page, through sending, copying and a message too long to send', async () => {
    await renderMarked(
      <>
        <ContactForm to={email} navigate={() => {}} />
        <QuickContactCard details={details} resume={resume} />
        <SocialTiles links={socialLinks} />
        <AvailabilityBanner availability={details.availability} />
      </>,
    );
    expect(latinLeft()).toEqual([]);
    const message = screen.getByRole('textbox', { name: '⟦contactForm.message⟧' });
    fireEvent.change(message, { target: { value: 'ω'.repeat(MESSAGE_MAX_LENGTH) } });
    expect(screen.getAllByText('⟦contactForm.tooLong⟧').length).toBeGreaterThan(0);
    const form = screen.getByRole('button', { name: '⟦contactForm.send⟧' }).closest('form') as HTMLFormElement;
    await act(async () => fireEvent.submit(form));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '⟦contactForm.copyAddress⟧' })));
    expect(screen.getByRole('button', { name: '⟦notice.dismiss⟧' })).toBeInTheDocument();
    expect(latinLeft()).toEqual([]);
  });

  it('on the search button and its dialog, with results and without', async () => {
    const hits = [{ url: '/σ', title: 'Σημειώσεις', excerpt: 'μια <mark>λέξη</mark> εδώ' }];
    const backend = {
      search: async (query: string) =>
        query === 'λέξη' ? { total: 2, hits, more: async () => ({ total: 2, hits }) } : { total: 0, hits: [] },
      prepare: async () => {},
      preload: async () => {},
    };
    await renderMarked(
      <>
        <SearchButton places={items} />
        <SearchDialog onClose={() => {}} navigate={() => {}} places={items} backend={backend} />
      </>,
    );
    expect(screen.getByRole('button', { name: '⟦search.open⟧' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: '⟦search.open⟧' });
    fireEvent.change(box, { target: { value: 'λέξη' } });
    expect(await screen.findByText('⟦search.count 2⟧')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '⟦search.more⟧' })).toBeInTheDocument();
    expect(screen.getByRole('option')).toHaveTextContent('Σημειώσειςμια λέξη εδώ');
    expect(latinLeft()).toEqual([]);
    fireEvent.change(box, { target: { value: 'ω' } });
    expect(await screen.findByText('⟦search.none ω⟧')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '⟦search.close⟧' })).toBeInTheDocument();
    expect(latinLeft()).toEqual([]);
  });

  it('on the not-found and error pages', async () => {
    await renderMarked(
      <>
        <NotFound />
        <ErrorPage />
      </>,
    );
    expect(screen.getByRole('heading', { name: '⟦notFound.title⟧' })).toBeInTheDocument();
    expect(latinLeft()).toEqual([]);
  });
});
