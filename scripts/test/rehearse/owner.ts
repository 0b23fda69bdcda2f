/**
 * An owner's edits, as owners make them in GitHub's editor or at /admin, applied to a clone of their
 * repository: whatever files the content holds, so the rehearsal never depends on the sample's.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

/** Edits a YAML file in place, keeping its comments and layout, as the editor does. */
function editYaml(file: string, edit: (document: ReturnType<typeof parseDocument>) => void): void {
  const document = parseDocument(readFileSync(file, 'utf8'));
  edit(document);
  writeFileSync(file, document.toString({ lineWidth: 0 }));
}

const entries = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /\.ya?ml$/.test(name))
        .sort()
    : [];

/** One small edit: a sentence added to the intro on the home page. */
export function ownerIntro(repository: string): void {
  editYaml(join(repository, 'content', 'site.yaml'), (document) => {
    document.set('intro', `${String(document.get('intro'))} Now writing about platform engineering.`);
  });
}

/**
 * A week of an owner's work on every kind of content file: their name and greeting, a role gone
 * and another reworded, a project, a skill level, a degree, certificates deleted, a profile link,
 * a page's description, a message, a translation into Polish, and a section of talks of their own.
 */
export function ownerEdits(repository: string): void {
  const content = join(repository, 'content');
  editYaml(join(content, 'site.yaml'), (document) => {
    document.set('name', 'Zdeňka Παπαδοπούλου');
    document.set('greeting', 'Hi, I am Zdeňka');
    document.set('languages', ['en', 'pl']);
  });
  const roles = entries(join(content, 'experience'));
  if (roles.length > 1) rmSync(join(content, 'experience', roles.at(-1) as string));
  if (roles[0])
    editYaml(join(content, 'experience', roles[0]), (document) => {
      document.setIn(['achievements', 0], 'Cut the release time from a day to twenty minutes.');
    });
  const [project] = entries(join(content, 'projects'));
  if (project)
    editYaml(join(content, 'projects', project), (document) => {
      document.set('description', 'A command-line tool I use every day to keep cloud costs in view.');
    });
  const [skills] = entries(join(content, 'skills'));
  if (skills) editYaml(join(content, 'skills', skills), (document) => document.setIn(['skills', 0, 'level'], 77));
  const [degree] = entries(join(content, 'education'));
  if (degree)
    editYaml(join(content, 'education', degree), (document) => {
      document.setIn(['highlights', 0], 'Thesis on scheduling batch jobs across regions.');
    });
  for (const certificate of entries(join(content, 'certifications')).slice(1))
    rmSync(join(content, 'certifications', certificate));
  const [social] = entries(join(content, 'social'));
  if (social)
    editYaml(join(content, 'social', social), (document) => document.set('description', 'Where I write things down'));
  editYaml(join(content, 'pages', 'home.yaml'), (document) => {
    document.set('metaDescription', 'Zdeňka Παπαδοπούλου builds dependable platforms on AWS and Azure.');
  });
  if (existsSync(join(content, 'messages.yaml')))
    editYaml(join(content, 'messages.yaml'), (document) => {
      if (document.hasIn(['notFound', 'homeLink'])) document.setIn(['notFound', 'homeLink'], 'Back to the start');
    });
  mkdirSync(join(content, 'pl'), { recursive: true });
  writeFileSync(
    join(content, 'pl', 'site.yaml'),
    '# yaml-language-server: $schema=../schemas/site.translation.schema.json\ngreeting: Cześć, tu Zdeňka\n',
  );
  writeFileSync(
    join(content, 'pages', 'talks.yaml'),
    [
      'path: /talks',
      'name: Talks',
      'order: 7',
      'heading: Talks and workshops',
      'metaTitle: Talks',
      'metaDescription: Conference talks and workshops, with slides and recordings.',
      '',
    ].join('\n'),
  );
  mkdirSync(join(content, 'sections', 'talks'), { recursive: true });
  writeFileSync(
    join(content, 'sections', 'talks', 'terraform-modules.md'),
    [
      '---',
      'title: Terraform modules that age well',
      'date: 2024-11-10',
      'summary: Versioning, inputs and the one output you will regret.',
      'venue: Dublin Cloud Meetup',
      '---',
      '',
      'Modules outlive the people who wrote them, so write them for the next reader.',
      '',
    ].join('\n'),
  );
}
