import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificationSection } from '@/components/CertificationCard/CertificationCard';
import { Footer } from '@/components/Footer/Footer';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import { ResumeLink } from '@/components/ResumeLink/ResumeLink';
import { TopBar } from '@/components/TopBar/TopBar';
import { certification, education, experience, project, renderMarked } from '@/messages/no-literals.setup';
import { AvailabilityBanner } from './contact/ContactDetails';
import { EducationEntry } from './education/EducationEntry';
import { ExperienceEntry } from './experience/ExperienceEntry';
import { ProjectCard } from './projects/ProjectCard';
import { SkillCategoryCard } from './skills/SkillCategoryCard';

// English words in an Arabic page, as the accessors mark a YAML file's untranslated fields
// (src/content/untranslated.ts). The sections' entries have their own test (sections/untranslated.test.tsx).
const english = { lang: 'en', dir: 'ltr' } as const;
const language = (element: Element | null | undefined) => ({
  lang: element?.getAttribute('lang') ?? null,
  dir: element?.getAttribute('dir') ?? null,
});
const translated = { lang: null, dir: 'auto' };

describe("a YAML file's words a translation leaves out, in a page of another language", () => {
  it("read as English on a role, where only they are: its company inside the line's icon, its list's items", async () => {
    await renderMarked(
      <ExperienceEntry
        entry={{ ...experience, languages: { company: english, achievements: english, technologies: english } }}
      />,
    );
    expect(language(screen.getByRole('heading', { name: experience.title }))).toEqual(translated);
    expect(language(screen.getByText(experience.company))).toEqual(english);
    expect(language(screen.getByText(experience.achievements[0] ?? ''))).toEqual(english);
    expect(screen.getByText(experience.technologies[0] ?? '')).toHaveAttribute('lang', 'en');
    expect(language(screen.getByText(experience.location))).toEqual(translated);
  });

  it("read as English on a project's card, a degree and a certificate", async () => {
    await renderMarked(
      <>
        <ProjectCard project={{ ...project, languages: { title: english, category: english } }} />
        <EducationEntry entry={{ ...education, languages: { institution: english } }} />
        <CertificationSection
          heading="Πιστοποιήσεις"
          certifications={[{ ...certification, languages: { provider: english, skills: english } }]}
          credentialLabel="Έλεγχος"
        />
      </>,
    );
    expect(language(screen.getByRole('heading', { name: project.title }))).toEqual(english);
    expect(language(screen.getByText(project.category))).toEqual(english);
    expect(language(screen.getByText(project.description))).toEqual(translated);
    expect(language(screen.getByText(education.institution))).toEqual(english);
    expect(language(screen.getByText(certification.provider))).toEqual(english);
    expect(screen.getByText(certification.skills[0] ?? '')).toHaveAttribute('lang', 'en');
  });

  it('read as English in a skill bar, a page heading and its intro, without touching translated ones', async () => {
    const category = {
      slug: 'γλώσσες',
      title: 'Γλώσσες',
      icon: 'code' as const,
      color: 'primary' as const,
      language: {},
      skills: [
        { name: 'Ελληνικά', level: 90, language: {} },
        { name: 'Go', level: 60, language: english },
      ],
    };
    await renderMarked(
      <PageLayout heading="Δεξιότητες" intro="Όσα ξέρω." languages={{ intro: english }}>
        <SkillCategoryCard category={category} />
      </PageLayout>,
    );
    expect(language(screen.getByRole('heading', { level: 1 }))).toEqual(translated);
    expect(language(screen.getByText('Όσα ξέρω.'))).toEqual(english);
    expect(language(screen.getByText('Go'))).toEqual(english);
    expect(language(screen.getByText('Ελληνικά'))).toEqual(translated);
    expect(screen.getByRole('progressbar', { name: 'Go' })).toBeInTheDocument();
  });

  it("name the owner's English name in the bar and the footer's line, and an English label of a link", async () => {
    const items = [{ name: 'Αρχή', path: '/' as const, language: english }];
    await renderMarked(
      <>
        <TopBar ownerName="Jan Kowalski" ownerLanguage={english} items={items} />
        <AvailabilityBanner
          availability={{ title: 'Διαθέσιμος', text: 'Open to work.', languages: { title: {}, text: english } }}
        />
        <ResumeLink link={{ label: 'My CV', language: english, href: '/cv.pdf', details: '27' }} />
        <Footer ownerName="Jan Kowalski" ownerLanguage={english} items={items} />
      </>,
    );
    const names = screen.getAllByText('Jan Kowalski');
    expect(names.map(language)).toEqual([english, english]);
    // The footer's sentence stays in the page's language around the name.
    expect(names[1]?.parentElement).not.toHaveAttribute('lang');
    expect(screen.getAllByRole('link', { name: 'Αρχή' }).map((link) => link.getAttribute('lang'))).toContain('en');
    expect(language(screen.getByText('Open to work.'))).toEqual(english);
    expect(language(screen.getByRole('heading', { name: 'Διαθέσιμος' }))).toEqual(translated);
    expect(language(screen.getByText('My CV'))).toEqual(english);
  });
});
