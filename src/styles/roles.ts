import { COLOR_ROLES } from '@/content/model';

export type ColorRole = (typeof COLOR_ROLES)[number];

/** `{ primary: 'primary', … }`: the input for a `styleVariants` keyed by colour role. */
export const colorRoles = Object.fromEntries(COLOR_ROLES.map((role) => [role, role])) as {
  [R in ColorRole]: R;
};
