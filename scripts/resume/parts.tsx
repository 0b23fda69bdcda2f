/** The résumé's building blocks: paragraphs, sections that keep their heading with a line, entries and bullets. */
import { Text, View } from '@react-pdf/renderer';
import { createContext, type ReactNode, useContext } from 'react';
import { styles } from './styles';

type Style = (typeof styles)[keyof typeof styles];

/** The résumé's language's direction: a right-to-left one sets every line from the right margin. */
export const Direction = createContext<'ltr' | 'rtl'>('ltr');
const useRtlPage = () => useContext(Direction) === 'rtl';

/** Text whose first letter is Arabic reads right to left: set from the right margin. */
const isRtl = (text: string) => /^[^\p{L}]*[\u0600-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/u.test(text);

/** A paragraph reads in its own first letter's direction, and starts where the page's lines start. */
export function Para({ text, style }: { text: string; style?: Style }) {
  const rtlPage = useRtlPage();
  return <Text style={[style ?? {}, isRtl(text) ? styles.rtl : rtlPage ? styles.alignRight : {}]}>{text}</Text>;
}

/** A line the résumé puts together from several texts (contacts, a skill group): in the page's direction. */
export function Line({ style, children }: { style?: Style; children: ReactNode }) {
  return <Text style={[style ?? {}, useRtlPage() ? styles.rtl : {}]}>{children}</Text>;
}

const Heading = ({ title }: { title: string }) => <Para text={title} style={styles.heading} />;

/**
 * A section: its heading never ends a page alone, as it stays with the first line under it, but
 * the section itself may break anywhere else, so pages fill.
 */
export function Section<T>({
  title,
  items,
  line,
}: {
  title: string;
  items: T[];
  line: (item: T, heading?: ReactNode) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <View style={styles.section}>
      {items.map((item, index) => line(item, index === 0 ? <Heading title={title} /> : undefined))}
    </View>
  );
}

function Bullet({ item }: { item: string }) {
  // A right-to-left point, or any point on a right-to-left page, has its bullet on the right.
  const rtlPage = useRtlPage();
  const rtl = isRtl(item) || rtlPage;
  return (
    <View style={[styles.bullet, rtl ? styles.bulletRtl : {}]}>
      <Text style={[styles.bulletMark, rtl ? styles.rtl : {}]}>•</Text>
      <Para text={item} style={styles.bulletText} />
    </View>
  );
}

/** About half an A4 page of body text: a group kept together never outgrows a page. */
const KEEP_LIMIT = 3000;

/** One role, project or degree: its title, dates and first point stay together; the rest may break. */
export function Entry(props: {
  heading?: ReactNode;
  title: string;
  meta: ReactNode;
  points: string[];
  footer?: ReactNode;
  /** Characters in `meta`: a header group longer than a page would print past its foot. */
  metaLength?: number;
}) {
  const [first, ...rest] = props.points.filter(Boolean);
  const keep = props.title.length + (props.metaLength ?? 0) + (first?.length ?? 0) < KEEP_LIMIT;
  // Space goes above an entry, after its section's first: a margin below the last entry of the
  // document overran a full page and printed an empty one after it.
  return (
    <View style={props.heading ? {} : styles.entry}>
      <View wrap={!keep}>
        {props.heading}
        <Para text={props.title} style={styles.entryTitle} />
        {props.meta}
        {first !== undefined && <Bullet item={first} />}
      </View>
      {rest.map((item) => (
        <Bullet key={item} item={item} />
      ))}
      {props.footer}
    </View>
  );
}
