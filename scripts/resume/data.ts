/**
 * What the résumé says, read through the same accessors as the site's pages (content → accessors
 * → résumé), so the PDF and resume.json can never drift from the site.
 */
import { getCertifications } from '../../src/content/certifications';
import { getEducation } from '../../src/content/education';
import { getExperience } from '../../src/content/experience';
import { getNavItems } from '../../src/content/pages';
import { getProjects } from '../../src/content/projects';
import { getHome, getResumeSettings, getSite } from '../../src/content/site';
import { getSkillCategories } from '../../src/content/skills';
import { getSocialLinks } from '../../src/content/social';
import { resolveSiteUrl } from '../../src/lib/site-url';
import { env } from '../env';
import { resumeWords } from './words';

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The résumé in the language of the content the accessors read: a language's build bundles this
 * module with its translations laid over (language-data.ts); `language` names its fixed words.
 */
export function resumeData(language = 'en') {
  const site = getSite();
  // The same address the pages' canonical links use (the host's when content has none).
  const siteUrl = resolveSiteUrl(site.siteUrl, env.siteUrl);
  const home = getHome();
  const profileLinks = [site.linkedin, site.github];
  // Other https tiles on the contact page (a personal site, say) that are not already listed.
  const known = new Set([...profileLinks.map((link) => link.url), siteUrl].map(withoutSlash));
  const otherLinks = getSocialLinks()
    .filter((link) => link.url.startsWith('https://') && !known.has(withoutSlash(link.url)))
    .map((link) => ({ label: link.name, url: link.url }));
  const pageName = (path: string) => getNavItems().find((item) => item.path === path)?.name ?? path;
  return {
    // Section headings are the site's own names for the same things.
    headings: {
      profile: home.aboutTitle,
      experience: pageName('/experience'),
      projects: pageName('/projects'),
      skills: pageName('/skills'),
      education: pageName('/education'),
      certificates: resumeWords(language).certificates,
    },
    name: site.name,
    title: home.title,
    profile: home.intro,
    email: site.email,
    phone: site.phone,
    location: site.location,
    siteUrl,
    links: [...profileLinks, ...otherLinks],
    experience: getExperience(),
    projects: getProjects(),
    skills: getSkillCategories(),
    education: getEducation(),
    certificates: getCertifications(),
    settings: getResumeSettings(),
  };
}
export type ResumeData = ReturnType<typeof resumeData>;
