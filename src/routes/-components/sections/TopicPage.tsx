import { Link } from '@tanstack/react-router';
import * as chip from '@/components/Chip/Chip.css';
import { PageLayout } from '@/components/PageLayout/PageLayout';
import type { TopicIndex as Index, TopicPage as Page } from '@/content/sections';
import { useSectionWords } from '@/hooks/useSectionWords';
import { formatParts } from '@/lib/message-parts';
import { TopicChip } from './EntryCard';
import { EXACT, listParams, topicParams } from './params';
import { EntryRow } from './RelatedEntries';
import { SectionStyles } from './SectionStyles';
import * as shared from './shared.inline.css';
import * as topicStyles from './topic.inline.css';

/**
 * One topic's page (`/tags/go`): every entry with it, grouped by section in the navigation's order,
 * newest first, each a title with its date; short rows rather than cards, so a topic on hundreds
 * of entries stays one light page.
 */
export function TopicPage({ topic, groups }: Page) {
  const words = useSectionWords().topics;
  const label = (
    <span dir="auto" {...topic.language}>
      {topic.label}
    </span>
  );
  return (
    <PageLayout heading={formatParts(words.title, { tag: label })}>
      <SectionStyles page="topic" />
      {groups.map((group) => (
        <section
          key={group.section}
          className={topicStyles.group}
          aria-labelledby={`topic-${group.section}`}
          data-reveal
        >
          <h2 id={`topic-${group.section}`} className={topicStyles.groupHeading}>
            <Link
              to="/$section/{-$slug}/{-$page}"
              params={listParams(group.section)}
              className={shared.titleLink}
              dir="auto"
              {...group.headingLanguage}
            >
              {group.heading}
            </Link>
          </h2>
          <ul className={shared.rows}>
            {group.entries.map((entry) => (
              <li key={entry.slug}>
                <EntryRow entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Link to="/$section/{-$slug}/{-$page}" params={topicParams()} activeOptions={EXACT} className={shared.back}>
        {words.all}
      </Link>
    </PageLayout>
  );
}

/** Every topic (`/tags`), most used first, each with the number of entries on it. */
export function TopicIndex({ page, topics }: Index) {
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <SectionStyles page="topic" />
      <ul className={chip.list} aria-label={page.heading} data-reveal>
        {topics.map((topic) => (
          <TopicChip key={topic.slug} slug={topic.slug} label={topic.label} lang={topic.language.lang}>
            <span className={topicStyles.count}>{topic.count}</span>
          </TopicChip>
        ))}
      </ul>
    </PageLayout>
  );
}
