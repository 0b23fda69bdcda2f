import facts from 'virtual:github-facts';
import { getProjects } from './projects';

/** The projects with the facts the build fetched from GitHub; only bundled code can read them. */
export const getProjectsWithFacts = () => getProjects(facts);
