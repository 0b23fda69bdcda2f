import { type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { CopyButton } from '@/components/CopyButton/CopyButton';
import { useMessages } from '@/hooks/useMessages';
import { COPY_SLOT_ATTRIBUTE } from '@/lib/loader-attributes';
import { cls } from './styles';

/** A block's code as the reader sees it, a diff's signs included, without the block's last newline. */
const codeOf = (slot: HTMLElement) => slot.parentElement?.querySelector('pre code') ?? null;

/**
 * A copy button for each code block of a post's body, put by the app into the empty slot the build
 * left beside the block (scripts/content/code-blocks.ts): without scripts there is none.
 */
export function CodeCopy({ body, html }: { body: RefObject<HTMLElement | null>; html: string }) {
  const words = useMessages().copy;
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  useEffect(() => {
    // The body's markup is `html`, set by React before this runs: its slots are the ones to fill.
    setSlots(html ? [...(body.current?.querySelectorAll<HTMLElement>(`[${COPY_SLOT_ATTRIBUTE}]`) ?? [])] : []);
  }, [body, html]);
  return slots.map((slot, index) => {
    const code = codeOf(slot);
    return createPortal(
      <CopyButton
        text={(code?.textContent ?? '').replace(/\n$/, '')}
        label={words.code}
        what={words.codeWhat}
        selectTarget={{ current: code as HTMLElement | null }}
        className={cls.copy}
      />,
      slot,
      String(index),
    );
  });
}
