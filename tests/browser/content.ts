/**
 * What the built site should show, read from the compiled content (`.contentlayer/generated`,
 * written by `npm run build` from CONTENT_DIR), through the app's own accessors where the app has
 * one (the portrait's alt text is read from the site document itself). Browser tests on content/
 * take their expected words from here, so any valid edit by the owner keeps them green.
 */
import { site as siteDocument } from 'contentlayer/generated';
import { getCertifications } from '../../src/content/certifications';
import { getEducation } from '../../src/content/education';
import { getExperience } from '../../src/content/experience';
import { ROUTE_PATHS, type RoutePath } from '../../src/content/model';
import { getNavItems, getPageMeta } from '../../src/content/pages';
import { getProjects } from '../../src/content/projects';
import { getContactDetails, getHome, getSite } from '../../src/content/site';
import { getSkillCategories } from '../../src/content/skills';
import { getSocialLinks } from '../../src/content/social';
import { documentTitle } from '../../src/lib/head';

export const content = {
  site: getSite(),
  home: getHome(),
  /** The portrait's alt text (the page gets the image itself from the build's image pipeline). */
  portraitAlt: siteDocument.portraitAlt,
  contact: getContactDetails(),
  experience: getExperience(),
  projects: getProjects(),
  skills: getSkillCategories(),
  education: getEducation(),
  certifications: { skills: getCertifications('skills'), education: getCertifications('education') },
  social: getSocialLinks(),
  /** The navigation's entries: the six pages and the owner's sections, in the owner's order. */
  nav: getNavItems(),
};

export type Route = { path: RoutePath; heading: string; nav: string; title: string };

/** Each route with its h1 (the greeting on the home page), navigation name and document title. */
export const ROUTES = ROUTE_PATHS.map((path) => ({
  path,
  heading: path === '/' ? getHome().greeting : getPageMeta(path).heading,
  nav: getNavItems().find((item) => item.path === path)?.name ?? path,
  title: documentTitle(getPageMeta(path), getSite()),
})) as [Route, ...Route[]];

/** The route at that path. */
export function route(path: RoutePath): Route {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No route ${path}`);
  return found;
}
