import { Document, Link, Page, Text, View } from '@react-pdf/renderer';
import { format } from '../../src/lib/message.ts';
import type { ResumeData } from './data';
import { Direction, Entry, Line, Para, Section } from './parts';
import type { ResumeLanguage } from './render';
import { styles } from './styles';

/** "https://www.linkedin.com/in/me" → "linkedin.com/in/me": the address as a reader types it. */
const shortUrl = (url: string) => url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '');

const PAPER = { A4: 'A4', Letter: 'LETTER' } as const;
const joined = (parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The résumé in one column, in reading order, for people and applicant tracking systems alike. */
export function ResumeDocument(props: { data: ResumeData; families: string[]; language: ResumeLanguage }) {
  const { data, families, language } = props;
  const contacts = [
    { label: data.email, url: `mailto:${data.email}` },
    ...(data.phone ? [{ label: data.phone, url: `tel:${data.phone.replace(/[^\d+]/g, '')}` }] : []),
    { label: shortUrl(data.siteUrl), url: data.siteUrl },
    ...data.links.map((link) => ({ label: shortUrl(link.url), url: link.url })),
  ];
  return (
    <Document
      title={`${data.name} – ${data.title}`}
      author={data.name}
      subject={format(data.words.subject, { name: data.name })}
      keywords={data.skills.flatMap((category) => category.skills.map((skill) => skill.name)).join(', ')}
      creator={data.name}
      producer="react-pdf"
      language={language.code}
    >
      <Page size={PAPER[data.settings.paper]} style={[styles.page, { fontFamily: families }]}>
        <Direction.Provider value={language.dir}>
          <Para text={data.name} style={styles.name} />
          <Para text={data.title} style={styles.title} />
          <Line style={styles.contact}>
            {data.location}
            {contacts.map((contact) => (
              <Text key={contact.url}>
                {' · '}
                <Link src={contact.url} style={styles.link}>
                  {contact.label}
                </Link>
              </Text>
            ))}
          </Line>
          <Section
            title={data.headings.profile}
            items={data.profile ? [data.profile] : []}
            line={(text, heading) => (
              <View key="profile" wrap={false}>
                {heading}
                <Para text={text} />
              </View>
            )}
          />
          <Section
            title={data.headings.experience}
            items={data.experience}
            line={(role, heading) => (
              <Entry
                key={role.slug}
                heading={heading}
                title={joined([role.title, role.company, role.team])}
                meta={
                  <Para
                    style={styles.meta}
                    text={joined([
                      role.period.label,
                      role.location,
                      role.client && format(data.words.client, { client: role.client }),
                    ])}
                  />
                }
                points={role.achievements}
                footer={
                  role.technologies.length > 0 && <Para style={styles.meta} text={role.technologies.join(', ')} />
                }
              />
            )}
          />
          <Section
            title={data.headings.projects}
            items={data.projects}
            line={(project, heading) => (
              <Entry
                key={project.slug}
                heading={heading}
                title={joined([project.title, project.category])}
                meta={<Para text={project.description} />}
                metaLength={project.description.length}
                points={project.features}
                footer={
                  <Line style={styles.meta}>
                    {project.techStack.join(', ')}
                    {[project.github, project.demo].filter(Boolean).map((url) => (
                      <Text key={url}>
                        {' · '}
                        <Link src={url as string} style={styles.link}>
                          {shortUrl(url as string)}
                        </Link>
                      </Text>
                    ))}
                  </Line>
                }
              />
            )}
          />
          <Section
            title={data.headings.skills}
            items={data.skills}
            line={(category, heading) => (
              <View key={category.slug} wrap={false}>
                {heading}
                <Line style={styles.line}>
                  <Text style={styles.label}>{category.title}: </Text>
                  {category.skills.map((skill) => skill.name).join(', ')}
                </Line>
              </View>
            )}
          />
          <Section
            title={data.headings.education}
            items={data.education}
            line={(entry, heading) => (
              <Entry
                key={entry.slug}
                heading={heading}
                title={joined([entry.degree, entry.institution])}
                meta={
                  <Para
                    style={styles.meta}
                    text={joined([
                      entry.period.label,
                      entry.location,
                      entry.progress < 100 ? format(data.words.progress, { percent: entry.progress }) : null,
                    ])}
                  />
                }
                points={entry.highlights}
              />
            )}
          />
          <Section
            title={data.headings.certificates}
            items={data.certificates}
            line={(cert, heading) => (
              <View key={cert.slug} wrap={false}>
                {heading}
                <Line style={styles.line}>
                  <Text style={styles.label}>{cert.title}</Text>
                  {` · ${cert.provider} · ${cert.date.label}`}
                  {cert.credentialUrl && (
                    <Text>
                      {' · '}
                      <Link src={cert.credentialUrl} style={styles.link}>
                        {shortUrl(cert.credentialUrl)}
                      </Link>
                    </Text>
                  )}
                </Line>
              </View>
            )}
          />
          {data.sections.map((section) => (
            <Section
              key={section.title}
              title={section.title}
              items={section.entries}
              line={(entry, heading) => (
                <Entry
                  key={entry.slug}
                  heading={heading}
                  title={entry.title}
                  // A paper's authors as credited, then when and where: how a reference reads.
                  meta={<Para style={styles.meta} text={joined([entry.authors.join(', '), entry.date, entry.venue])} />}
                  points={entry.summary ? [entry.summary] : []}
                />
              )}
            />
          ))}
        </Direction.Provider>
      </Page>
    </Document>
  );
}
