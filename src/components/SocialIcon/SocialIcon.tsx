import type { IconDefinition } from '@fortawesome/free-brands-svg-icons';
import { faGithub } from '@fortawesome/free-brands-svg-icons/faGithub';
import { faLinkedin } from '@fortawesome/free-brands-svg-icons/faLinkedin';
import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import type { SVGProps } from 'react';
import type { SOCIAL_ICONS } from '@/content/model';

type SocialIconName = (typeof SOCIAL_ICONS)[number];

const brands: Record<'linkedin' | 'github', IconDefinition> = { linkedin: faLinkedin, github: faGithub };
const glyphs = { mail: Mail, globe: Globe };

type SocialIconProps = SVGProps<SVGSVGElement> & { name: SocialIconName; size?: number };

/** A decorative icon for a social link: brand marks from Font Awesome's brand set, else a glyph. */
export function SocialIcon({ name, size = 20, ...props }: SocialIconProps) {
  if (name === 'mail' || name === 'globe') {
    const Glyph = glyphs[name];
    return <Glyph size={size} aria-hidden focusable="false" {...props} />;
  }
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
