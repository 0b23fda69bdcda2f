import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { type RefObject, useEffect, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { useMessages } from '@/hooks/useMessages';
import { cn } from '@/lib/cn';
import { format } from '@/lib/message';
import { needsScripts, visuallyHidden } from '@/styles/a11y.css';
import { COPIED_FEEDBACK_MS } from '@/styles/motion';

type CopyButtonProps = {
  text: string;
  /** Visible label, e.g. "Copy address". */
  label: string;
  /** What was copied, for the screen-reader confirmation, e.g. "Email address". */
  what: string;
  /** Where `text` is shown: selected for the visitor to copy when the clipboard is unavailable. */
  selectTarget?: RefObject<HTMLElement | null>;
  className?: string;
};

type State = 'idle' | 'copied' | 'selected';

async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function selectContents(element: HTMLElement | null | undefined): boolean {
  const selection = window.getSelection();
  if (!element || !selection) return false;
  // A text box's value is not among its children: select it as the box does.
  if (element instanceof HTMLTextAreaElement) element.select();
  else selection.selectAllChildren(element);
  return true;
}

/**
 * Copies a text (e.g. the owner's email address) and says "Copied" briefly. Without clipboard
 * access it selects the text on the page instead, so the visitor can copy it themselves.
 */
export function CopyButton({ text, label, what, selectTarget, className }: CopyButtonProps) {
  const words = useMessages().copy;
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    if (await writeToClipboard(text)) setState('copied');
    else if (selectContents(selectTarget?.current)) setState('selected');
  };

  const announcement = {
    idle: '',
    copied: format(words.copiedNews, { what }),
    selected: format(words.selectedNews, { what }),
  }[state];
  return (
    <>
      <Button variant="outlined" className={cn(needsScripts, className)} onClick={copy}>
        {state === 'copied' ? <Check size={18} aria-hidden /> : <Copy size={18} aria-hidden />}
        {state === 'copied' ? words.copied : label}
      </Button>
      <span className={visuallyHidden} role="status">
        {announcement}
      </span>
    </>
  );
}
