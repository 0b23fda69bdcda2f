import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Code from 'lucide-react/icons/code';
import FileDown from 'lucide-react/icons/file-down';
import FileText from 'lucide-react/icons/file-text';
import Globe from 'lucide-react/icons/globe';
import Link from 'lucide-react/icons/link';
import Mic from 'lucide-react/icons/mic';
import Presentation from 'lucide-react/icons/presentation';
import Video from 'lucide-react/icons/video';
import type { LinkKind } from '@/content/sections';

const glyphs: Record<LinkKind, LucideIcon> = {
  slides: Presentation,
  video: Video,
  paper: FileText,
  pdf: FileDown,
  code: Code,
  doi: Link,
  post: BookOpen,
  website: Globe,
  event: CalendarDays,
  recording: Mic,
};

/** The decorative icon of a section entry's link kind (LINK_KINDS in the model). */
export function LinkIcon({ kind }: { kind: LinkKind }) {
  const Glyph = glyphs[kind];
  return <Glyph size={18} aria-hidden focusable="false" />;
}
