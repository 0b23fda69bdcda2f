import { allSocialLinks } from 'contentlayer/generated';
import { languagesFor } from './untranslated';

/** The social link tiles, in their content order. */
export function getSocialLinks() {
  return [...allSocialLinks]
    .sort((a, b) => a.order - b.order)
    .map((link) => ({
      slug: link.slug,
      name: link.name,
      icon: link.icon,
      url: link.url,
      color: link.color,
      description: link.description,
      languages: languagesFor(link, ['name', 'description']),
    }));
}
export type SocialLinkEntry = ReturnType<typeof getSocialLinks>[number];
