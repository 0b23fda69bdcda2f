// Not the contact page's copy and check icons: shared, they would be a chunk of their own on that page too.
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardCopy from 'lucide-react/icons/clipboard-copy';
import Quote from 'lucide-react/icons/quote';
import { useEffect, useRef, useState } from 'react';
import type { EntryCard } from '@/content/sections';
import { useMessages } from '@/hooks/useMessages';
import { useSectionWords } from '@/hooks/useSectionWords';
import { cn } from '@/lib/cn';
import { format } from '@/lib/message';
import { needsScripts, visuallyHidden } from '@/styles/a11y.css';
import { COPIED_FEEDBACK_MS } from '@/styles/motion';
import * as citeStyles from './cite.inline.css';
import * as shared from './shared.inline.css';

type State = 'idle' | 'copied';

/**
 * Copies the file's text. Safari keeps the tap's permission to write the clipboard only while the
 * write starts at once, so the text is handed over as a promise (ClipboardItem) where there is one.
 */
async function copyFile(href: string): Promise<boolean> {
  const text = async () => {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return response.text();
  };
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      const blob = text().then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else await navigator.clipboard.writeText(await text());
    return true;
  } catch {
    return false;
  }
}

/**
 * An entry's Cite action: its BibTeX file to download, which needs no script, and a button that
 * copies the same text (offered only with scripting), which says so to a screen reader. Where the
 * clipboard refuses, the button downloads the file as the link does.
 */
export function CiteActions({ cite }: { cite: NonNullable<EntryCard['cite']> }) {
  const { sections: words } = useSectionWords();
  const { copy: copyWords } = useMessages();
  const [state, setState] = useState<State>('idle');
  const file = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    if (await copyFile(cite.href)) setState('copied');
    else file.current?.click();
  };
  return (
    <>
      <li>
        <a ref={file} href={cite.href} download={cite.file} className={shared.link}>
          <Quote size={18} aria-hidden focusable="false" />
          <span>{words.bibtex}</span>
        </a>
      </li>
      <li className={needsScripts}>
        <button type="button" className={cn(shared.link, citeStyles.button)} onClick={copy}>
          {state === 'copied' ? (
            <ClipboardCheck size={18} aria-hidden focusable="false" />
          ) : (
            <ClipboardCopy size={18} aria-hidden focusable="false" />
          )}
          <span>{state === 'copied' ? copyWords.copied : words.copyCitation}</span>
        </button>
        <span className={visuallyHidden} role="status">
          {state === 'copied' ? format(copyWords.copiedNews, { what: words.bibtex }) : ''}
        </span>
      </li>
    </>
  );
}
