import { allSkillCategories } from 'contentlayer/generated';
import { languagesOf } from './untranslated';

/** The skill categories with their skills, in their content order. */
export function getSkillCategories() {
  return [...allSkillCategories]
    .sort((a, b) => a.order - b.order)
    .map((category) => {
      const language = languagesOf(category);
      return {
        slug: category.slug,
        title: category.title,
        icon: category.icon,
        color: category.color,
        skills: category.skills.map((skill, index) => ({
          name: skill.name,
          level: skill.level,
          language: language(`skills[${index}].name`),
        })),
        language: language('title'),
      };
    });
}
export type SkillCategoryEntry = ReturnType<typeof getSkillCategories>[number];
