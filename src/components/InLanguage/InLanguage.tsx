import type { ReactNode } from 'react';
import type { TextLanguage } from '@/content/untranslated';

/**
 * Words inside an element that holds more than them (a button's label, a sentence around a name):
 * marked with their language when the page shows them in another for want of a translation, so a
 * screen reader reads them in it; plain otherwise, adding no element.
 */
export function InLanguage({ language, children }: { language: TextLanguage | undefined; children: ReactNode }) {
  return language?.lang ? <span {...language}>{children}</span> : children;
}
