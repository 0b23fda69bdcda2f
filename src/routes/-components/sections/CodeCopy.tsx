import { type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/Button/Button';
import type { TextLanguage } from '@/content/untranslated';
import { useMessages } from '@/hooks/useMessages';
import { COPY_SLOT_ATTRIBUTE } from '@/lib/loader-attributes';
import { format } from '@/lib/message';
import { visuallyHidden } from '@/styles/a11y.css';
import { COPIED_FEEDBACK_MS } from '@/styles/motion';
import * as codeBlocks from './code-blocks.inline.css';

type State = 'idle' | 'copied' | 'selected';

/** A block's code as the reader sees it (a diff's signs included), without its last newline. */
const textOf = (code: Element | null) => (code?.textContent ?? '').replace(/\n$/, '');

/**
 * One block's button: copies its code and says so in a polite status, or, without clipboard access,
 * selects the code for the reader to copy. Its own few lines rather than the contact page's
 * CopyButton, which would leave that page's chunk for one both pages load.
 */
function CopyCode({ code, language }: { code: Element | null; language: TextLanguage }) {
  const words = useMessages().copy;
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(textOf(code));
      setState('copied');
    } catch {
      if (code) window.getSelection()?.selectAllChildren(code);
      setState('selected');
    }
  };
  const news = { idle: '', copied: words.copiedNews, selected: words.selectedNews }[state];
  return (
    <>
      <Button variant="text" className={codeBlocks.copy} onClick={copy} {...language}>
        {state === 'copied' ? words.copied : words.code}
      </Button>
      <span className={visuallyHidden} role="status" {...language}>
        {news && format(news, { what: words.codeWhat })}
      </span>
    </>
  );
}

/**
 * A copy button for each code block of a post's body, put by the app into the empty slot the build
 * left beside the block (scripts/content/code-blocks.ts): without scripts there is none.
 */
export function CodeCopy({ body, html }: { body: RefObject<HTMLElement | null>; html: string }) {
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  const [language, setLanguage] = useState<TextLanguage>({});
  useEffect(() => {
    // The body's markup is `html`, which React has set by now: its slots are the ones to fill.
    setSlots(html ? [...(body.current?.querySelectorAll<HTMLElement>(`[${COPY_SLOT_ATTRIBUTE}]`) ?? [])] : []);
    // A post shown in the default language's words marks its body so; the button speaks the page's.
    const page = document.documentElement;
    setLanguage(
      body.current?.hasAttribute('lang')
        ? { lang: page.lang, dir: page.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr' }
        : {},
    );
  }, [body, html]);
  return slots.map((slot, index) =>
    createPortal(
      <CopyCode code={slot.parentElement?.querySelector('pre code') ?? null} language={language} />,
      slot,
      String(index),
    ),
  );
}
