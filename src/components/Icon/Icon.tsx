import {
  Award,
  Blocks,
  Cloud,
  Code,
  Database,
  GraduationCap,
  Layers,
  type LucideIcon,
  Shield,
  Terminal,
} from 'lucide-react';
import type { SVGProps } from 'react';
import type { TOPIC_ICONS } from '@/content/model';

export type IconName = (typeof TOPIC_ICONS)[number];

const glyphs: Record<IconName, LucideIcon> = {
  code: Code,
  layers: Layers,
  cloud: Cloud,
  database: Database,
  terminal: Terminal,
  award: Award,
  shield: Shield,
  blocks: Blocks,
  graduation: GraduationCap,
};

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number };

/** A decorative topic icon by content name (skills, projects, certificates). */
export function Icon({ name, size = 20, ...props }: IconProps) {
  const Glyph = glyphs[name];
  return <Glyph size={size} aria-hidden focusable="false" {...props} />;
}
