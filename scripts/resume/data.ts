/**
 * What the résumé says, read through the same accessors as the site's pages (content → accessors
 * → résumé), so the PDF and resume.json can never drift from the site.
 */
import { getCertifications } from '../../src/content/certifications';
import { getEducation } from '../../src/content/education';
import { getExperience } from '../../src/content/experience';
import { getMessages } from '../../src/content/messages';
import { getNavItems } from '../../src/content/pages';
import { getProjects } from '../../src/content/projects';
import { getResumeSections, hiddenPagePaths } from '../../src/content/section-resume';
import { getHome, getResumeSettings, getSite } from '../../src/content/site';
import { getSkillCategories } from '../../src/content/skills';
import { getSocialLinks } from '../../src/content/social';
import { resolveSiteUrl } from '../../src/lib/site-url';
import { absoluteUrl } from '../../src/lib/urls';
import { env } from '../env';

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The résumé in the language of the content the accessors read: a language's build bundles this
 * module with its translations laid over (language-data.ts), its fixed words with them.
 */
export function resumeData() {
  const site = getSite();
  // The home page's address, as the pages' canonical links write it (the host's when content has
  // none), with a project page's sub-path.
  const siteUrl = withoutSlash(absoluteUrl(resolveSiteUrl(site.siteUrl, env.siteUrl), env.basePath, '/'));
  const home = getHome();
  const profileLinks = [site.linkedin, site.github];
  // Other https tiles on the contact page (a personal site, say) that are not already listed.
  const known = new Set([...profileLinks.map((link) => link.url), siteUrl].map(withoutSlash));
  const otherLinks = getSocialLinks()
    .filter((link) => link.url.startsWith('https://') && !known.has(withoutSlash(link.url)))
    .map((link) => ({ label: link.name, url: link.url }));
  const words = getMessages().resume;
  const pageName = (path: string) => getNavItems().find((item) => item.path === path)?.name ?? path;
  // A page the owner hides takes its résumé section with it.
  const shown = (path: string) => !hiddenPagePaths().includes(path);
  return {
    // Section headings are the site's own names for the same things.
    headings: {
      profile: home.aboutTitle,
      experience: pageName('/experience'),
      projects: pageName('/projects'),
      skills: pageName('/skills'),
      education: pageName('/education'),
      certificates: words.certificates,
    },
    words,
    name: site.name,
    title: home.title,
    profile: home.intro,
    about: home.about,
    email: site.email,
    phone: site.phone,
    location: site.location,
    siteUrl,
    links: [...profileLinks, ...otherLinks],
    experience: shown('/experience') ? getExperience() : [],
    projects: shown('/projects') ? getProjects() : [],
    skills: shown('/skills') ? getSkillCategories() : [],
    education: shown('/education') ? getEducation() : [],
    certificates: getCertifications(),
    sections: getResumeSections(),
    settings: getResumeSettings(),
  };
}
export type ResumeData = ReturnType<typeof resumeData>;
