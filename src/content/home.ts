import words from 'contentlayer/generated/Site/_index.json?page=home';
import { getHome } from './site';

/**
 * Everything the home page shows, for its route. The browser's build keeps the home page's own words
 * out of the site-wide data and ships them in this module, in the home page's chunk
 * (scripts/page-load/lean-content.ts), so an owner's long About never weighs on the other pages.
 */
export const getHomePage = () => getHome(words);
