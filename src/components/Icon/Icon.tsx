import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import Blocks from 'lucide-react/icons/blocks';
import Cloud from 'lucide-react/icons/cloud';
import Code from 'lucide-react/icons/code';
import Database from 'lucide-react/icons/database';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Layers from 'lucide-react/icons/layers';
import Shield from 'lucide-react/icons/shield';
import Terminal from 'lucide-react/icons/terminal';
import type { SVGProps } from 'react';
import type { TOPIC_ICONS } from '@/content/model';

type IconName = (typeof TOPIC_ICONS)[number];

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
