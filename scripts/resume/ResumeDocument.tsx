import { Document, Link, Page, Text, View } from '@react-pdf/renderer';
import { Children, type ReactNode } from 'react';
import type { ResumeData } from './data';
import { styles } from './styles';

/** "https://www.linkedin.com/in/me" → "linkedin.com/in/me": the address as a reader types it. */
const shortUrl = (url: string) => url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '');

const PAPER = { A4: 'A4', Letter: 'LETTER' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const [first, ...rest] = Children.toArray(children);
  return (
    <View style={styles.section}>
      {/* A heading never ends a page alone: it keeps its first entry with it. */}
      <View wrap={false}>
        <Text style={styles.heading}>{title}</Text>
        {first}
      </View>
      {rest}
    </View>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return items.map((item) => (
    <View key={item} style={styles.bullet}>
      <Text style={styles.bulletMark}>•</Text>
      <Text style={styles.bulletText}>{item}</Text>
    </View>
  ));
}

const joined = (parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The résumé in one column, in reading order, for people and applicant tracking systems alike. */
export function ResumeDocument({ data }: { data: ResumeData }) {
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
      subject={`Résumé of ${data.name}`}
      keywords={data.skills.flatMap((category) => category.skills.map((skill) => skill.name)).join(', ')}
      creator={data.name}
      producer="react-pdf"
      language="en"
    >
      <Page size={PAPER[data.settings.paper]} style={styles.page}>
        <Text style={styles.name}>{data.name}</Text>
        <Text style={styles.title}>{data.title}</Text>
        <Text style={styles.contact}>
          {data.location}
          {contacts.map((contact) => (
            <Text key={contact.url}>
              {' · '}
              <Link src={contact.url} style={styles.link}>
                {contact.label}
              </Link>
            </Text>
          ))}
        </Text>
        <Section title={data.headings.profile}>
          <Text>{data.profile}</Text>
        </Section>
        <Section title={data.headings.experience}>
          {data.experience.map((role) => (
            <View key={role.slug} style={styles.entry} wrap={false}>
              <Text style={styles.entryTitle}>{joined([role.title, role.company])}</Text>
              <Text style={styles.meta}>
                {joined([role.period.label, role.location, role.client && `Client: ${role.client}`])}
              </Text>
              <Bullets items={role.achievements} />
              <Text style={styles.meta}>{role.technologies.join(', ')}</Text>
            </View>
          ))}
        </Section>
        <Section title={data.headings.projects}>
          {data.projects.map((project) => (
            <View key={project.slug} style={styles.entry} wrap={false}>
              <Text style={styles.entryTitle}>{joined([project.title, project.category])}</Text>
              <Text>{project.description}</Text>
              <Bullets items={project.features} />
              <Text style={styles.meta}>
                {project.techStack.join(', ')}
                {[project.github, project.demo].filter(Boolean).map((url) => (
                  <Text key={url}>
                    {' · '}
                    <Link src={url as string} style={styles.link}>
                      {shortUrl(url as string)}
                    </Link>
                  </Text>
                ))}
              </Text>
            </View>
          ))}
        </Section>
        <Section title={data.headings.skills}>
          {data.skills.map((category) => (
            <Text key={category.slug} style={styles.bullet}>
              <Text style={styles.label}>{category.title}: </Text>
              {category.skills.map((skill) => skill.name).join(', ')}
            </Text>
          ))}
        </Section>
        <Section title={data.headings.education}>
          {data.education.map((entry) => (
            <View key={entry.slug} style={styles.entry} wrap={false}>
              <Text style={styles.entryTitle}>{joined([entry.degree, entry.institution])}</Text>
              <Text style={styles.meta}>
                {joined([
                  entry.period.label,
                  entry.location,
                  entry.progress < 100 ? `${entry.progress}% complete` : null,
                ])}
              </Text>
              <Bullets items={entry.highlights} />
            </View>
          ))}
        </Section>
        {data.certificates.length > 0 && (
          <Section title={data.headings.certificates}>
            {data.certificates.map((cert) => (
              <Text key={cert.slug} style={styles.bullet}>
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
              </Text>
            ))}
          </Section>
        )}
      </Page>
    </Document>
  );
}
