import Send from 'lucide-react/icons/send';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { CopyButton } from '@/components/CopyButton/CopyButton';
import { Notice, type NoticeMessage } from '@/components/Notice/Notice';
import { TextField } from '@/components/TextField/TextField';
import type { Messages } from '@/content/messages';
import { useMessages } from '@/hooks/useMessages';
import { MAIL_ACTION_ATTRIBUTE } from '@/lib/loader-attributes';
import {
  buildMailtoUrl,
  type ContactDraft,
  MAILTO_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  mailtoAddress,
  openMailClient,
} from '@/lib/mailto';
import { format } from '@/lib/message';
import { formatParts } from '@/lib/message-parts';
import { visuallyHidden } from '@/styles/a11y.css';
import { NOTICE_AUTO_HIDE_MS } from '@/styles/motion';
import * as styles from './ContactForm.css';

const EMPTY: ContactDraft = { name: '', email: '', subject: '', message: '' };

/** Characters left when the form starts saying how few remain. */
const NEAR_LIMIT = 100;

/** Spoken only as the limit nears and is reached, never on every keystroke. */
const limitNews = (left: number, words: Messages['contactForm']) =>
  left <= 0 ? words.limitReached : left <= NEAR_LIMIT ? format(words.limitNear, { count: NEAR_LIMIT }) : '';

/** What the form's fields hold right now. */
function typedDraft(form: HTMLFormElement): ContactDraft {
  const value = (name: keyof ContactDraft) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
  };
  return { name: value('name'), email: value('email'), subject: value('subject'), message: value('message') };
}

type ContactFormProps = {
  /** The owner's address: the message goes there, and it is shown to copy. */
  to: string;
  /** Hands the finished mailto link to the mail client; tests pass a spy. */
  navigate?: (url: string) => void;
};

/**
 * The message form: on submit it opens the visitor's mail client with the message,
 * confirms with a notice and clears the fields. The owner's address can be copied as a way out.
 */
export function ContactForm({ to, navigate = openMailClient }: ContactFormProps) {
  const words = useMessages().contactForm;
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const addressRef = useRef<HTMLSpanElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const message = draft.message;
  const tooLong = buildMailtoUrl(to, draft, words.mailFrom).length > MAILTO_MAX_LENGTH;

  // The page is readable and typeable before its scripts run (scripts/page-load/defer-scripts.ts): what a
  // visitor typed by then is in the fields, not yet in state. Take it in, so it is sent and cleared.
  useEffect(() => {
    if (formRef.current) setDraft(typedDraft(formRef.current));
  }, []);

  const field = (name: keyof ContactDraft) => ({
    name,
    value: draft[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = !tooLong;
    if (sent) navigate(buildMailtoUrl(to, draft, words.mailFrom));
    setNotice((current) => ({
      id: (current?.id ?? 0) + 1,
      text: sent ? words.opening : words.tooLong,
      severity: sent ? 'success' : 'warning',
    }));
    if (sent) setDraft(EMPTY);
  };

  return (
    <>
      {/* The app's submit builds the mail link. If the app gives up, the loader gives the form its
          mailto: action (scripts/page-load/loader.ts) and the browser hands the fields to the mail
          client as plain text: the message never goes into a page address. With scripting off the
          form is hidden, and the address below is the way to write. */}
      <form
        ref={formRef}
        className={styles.form}
        method="post"
        encType="text/plain"
        {...{ [MAIL_ACTION_ATTRIBUTE]: mailtoAddress(to) }}
        onSubmit={submit}
      >
        <div className={styles.row}>
          <TextField label={words.name} autoComplete="name" {...field('name')} />
          <TextField label={words.email} type="email" autoComplete="email" {...field('email')} />
        </div>
        <TextField label={words.subject} {...field('subject')} />
        <TextField
          label={words.message}
          multiline
          rows={6}
          ref={messageRef}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-describedby={counterId}
          {...field('message')}
        />
        <p id={counterId} className={styles.counter}>
          <span dir="auto">{format(words.counter, { count: message.length, max: MESSAGE_MAX_LENGTH })}</span>
        </p>
        <p className={visuallyHidden} role="status">
          {tooLong ? words.tooLong : limitNews(MESSAGE_MAX_LENGTH - message.length, words)}
        </p>
        {tooLong ? (
          <div className={styles.fallback}>
            <p className={styles.fallbackText}>{words.tooLong}</p>
            <CopyButton text={message} label={words.copyMessage} what={words.messageName} selectTarget={messageRef} />
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" className={styles.submit}>
            <Send size={18} aria-hidden data-flip />
            {words.send}
          </Button>
        </div>
      </form>
      <div className={styles.fallback}>
        <p className={styles.fallbackText}>
          {formatParts(words.noEmailApp, {
            address: (
              <span ref={addressRef} className={styles.address}>
                {to}
              </span>
            ),
          })}
        </p>
        <CopyButton text={to} label={words.copyAddress} what={words.addressName} selectTarget={addressRef} />
      </div>
      <Notice notice={notice} onClose={() => setNotice(null)} autoHideMs={NOTICE_AUTO_HIDE_MS} />
    </>
  );
}
