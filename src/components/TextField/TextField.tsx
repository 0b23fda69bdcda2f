import { type ComponentProps, type ComponentPropsWithoutRef, useId } from 'react';
import { cn } from '@/lib/cn';
import * as styles from './TextField.css';

type Common = { label: string; className?: string };
type InputFieldProps = Common & { multiline?: false } & Omit<ComponentPropsWithoutRef<'input'>, 'className'>;
type TextAreaFieldProps = Common & { multiline: true } & Omit<ComponentProps<'textarea'>, 'className'>;

/** A labelled text input or multi-line box; `required` shows a mark and uses the browser's own check. */
export function TextField(props: InputFieldProps | TextAreaFieldProps) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const label = (
    <label htmlFor={id} className={styles.label}>
      {props.label}
      {props.required ? (
        <span className={styles.requiredMark} aria-hidden>
          {' *'}
        </span>
      ) : null}
    </label>
  );
  if (props.multiline) {
    const { label: _label, multiline: _multiline, className, ...rest } = props;
    return (
      <div className={cn(styles.root, className)}>
        {label}
        <textarea {...rest} id={id} className={cn(styles.control, styles.textarea)} />
      </div>
    );
  }
  const { label: _label, multiline: _multiline, className, ...rest } = props;
  return (
    <div className={cn(styles.root, className)}>
      {label}
      <input {...rest} id={id} className={styles.control} />
    </div>
  );
}
