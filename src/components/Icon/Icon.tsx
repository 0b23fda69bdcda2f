import type { IconDefinition } from '@fortawesome/free-brands-svg-icons';
import { faGithub } from '@fortawesome/free-brands-svg-icons/faGithub';
import { faLinkedin } from '@fortawesome/free-brands-svg-icons/faLinkedin';
import {
  Award,
  Blocks,
  Cloud,
  Code,
  Database,
  Globe,
  GraduationCap,
  Layers,
  type LucideIcon,
  Mail,
  Shield,
  Terminal,
} from 'lucide-react';
import type { SVGProps } from 'react';
import type { ICON_NAMES } from '@/content/model';

export type IconName = (typeof ICON_NAMES)[number];

const glyphs: Record<Exclude<IconName, 'linkedin' | 'github'>, LucideIcon> = {
  code: Code,
  layers: Layers,
  cloud: Cloud,
  database: Database,
  terminal: Terminal,
  award: Award,
  shield: Shield,
  blocks: Blocks,
  graduation: GraduationCap,
  mail: Mail,
  globe: Globe,
};

const brands: Record<'linkedin' | 'github', IconDefinition> = { linkedin: faLinkedin, github: faGithub };

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number };

/** A decorative icon by content name; brand marks come from Font Awesome's brand set. */
export function Icon({ name, size = 20, ...props }: IconProps) {
  if (name === 'linkedin' || name === 'github') {
    const [width, height, , , path] = brands[name].icon;
    return (
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={size}
        height={size}
        fill="currentColor"
        aria-hidden
        focusable="false"
        {...props}
      >
        <path d={Array.isArray(path) ? path.join(' ') : path} />
      </svg>
    );
  }
  const Glyph = glyphs[name];
  return <Glyph size={size} aria-hidden focusable="false" {...props} />;
}
