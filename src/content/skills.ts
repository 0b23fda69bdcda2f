import { allSkillCategories } from 'contentlayer/generated';

/** The skill categories with their skills, in their content order. */
export function getSkillCategories() {
  return [...allSkillCategories]
    .sort((a, b) => a.order - b.order)
    .map((category) => ({
      slug: category.slug,
      title: category.title,
      icon: category.icon,
      color: category.color,
      skills: category.skills.map((skill) => ({ name: skill.name, level: skill.level })),
    }));
}
export type SkillCategoryEntry = ReturnType<typeof getSkillCategories>[number];
