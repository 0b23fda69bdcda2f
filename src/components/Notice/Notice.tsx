import CircleCheck from 'lucide-react/icons/circle-check';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '@/hooks/useMessages';
import * as styles from './Notice.css';

type NoticeSeverity = keyof typeof styles.notice;

/** One notice to show; a new `id` restarts the timer and re-announces the same text. */
export type NoticeMessage = { id: number; text: string; severity: NoticeSeverity };

type NoticeProps = {
  notice: NoticeMessage | null;
  onClose: () => void;
  /** Hides the notice after this many milliseconds; omit to keep it until dismissed. */
  autoHideMs?: number;
};

const icons = { success: CircleCheck, warning: TriangleAlert };

/**
 * A transient message at the bottom of the screen. Its live region is in the page from hydration
 * on, so screen readers announce each notice as it appears; it can be dismissed and may hide itself.
 * It lives in `body` so no transformed ancestor (a card lifting on hover) can move it.
 */
export function Notice({ notice, onClose, autoHideMs }: NoticeProps) {
  const words = useMessages().notice;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const id = notice?.id;
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(document.body), []);

  useEffect(() => {
    if (id === undefined || autoHideMs === undefined) return;
    const timer = window.setTimeout(() => onCloseRef.current(), autoHideMs);
    return () => window.clearTimeout(timer);
  }, [id, autoHideMs]);

  const Glyph = notice ? icons[notice.severity] : null;
  if (!container) return null;
  return createPortal(
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {notice && Glyph ? (
        <div key={notice.id} className={styles.notice[notice.severity]}>
          <Glyph className={styles.icon[notice.severity]} size={22} aria-hidden focusable="false" />
          <p className={styles.text}>{notice.text}</p>
          <button type="button" className={styles.close} aria-label={words.dismiss} onClick={onClose}>
            <X size={18} aria-hidden focusable="false" />
          </button>
        </div>
      ) : null}
    </div>,
    container,
  );
}
