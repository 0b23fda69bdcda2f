import { describe, expect, it } from 'vitest';
import { getCertifications } from './certifications';
import { getEducation } from './education';
import { getExperience } from './experience';
import { ROUTE_PATHS } from './model';
import { getNavItems, getPageMeta } from './pages';
import { getProjects } from './projects';
import { getContactDetails, getHome, getSite } from './site';
import { getSkillCategories } from './skills';
import { getSocialLinks } from './social';

describe('content accessors over the fixture content (tests/fixtures/content)', () => {
  it('lists the six navigation items in route order', () => {
    expect(getNavItems().map((item) => item.path)).toEqual([...ROUTE_PATHS]);
  });

  it('has page metadata for every route', () => {
    for (const path of ROUTE_PATHS) expect(getPageMeta(path).description.length).toBeGreaterThan(20);
  });

  it('shows the four home chips from the spec', () => {
    expect(getHome().chips).toEqual([
      'Full-Stack Developer',
      'Cloud Architect',
      '3+ Years Experience',
      'Dublin Ireland',
    ]);
    expect(getHome().about).toHaveLength(3);
  });

  it('orders the four roles at one company newest first, within the spec period', () => {
    const roles = getExperience();
    expect(roles).toHaveLength(4);
    expect(new Set(roles.map((role) => role.company)).size).toBe(1);
    const starts = roles.map((role) => role.period.start.iso);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(roles.at(-1)?.period.start.iso).toBe('2022-04-10');
    expect(roles[0]?.period.end?.iso).toBe('2024-01-15');
    expect(roles.filter((role) => role.location === 'Remote')).toHaveLength(1);
    expect(roles.filter((role) => role.location === 'Coimbatore, India')).toHaveLength(3);
    const achievements = roles.flatMap((role) => role.achievements).join(' ');
    expect(achievements).toContain('40%');
    expect(achievements).toContain('90%');
  });

  it('has the one Cloud & AI project without a demo link', () => {
    const [project, ...rest] = getProjects();
    expect(rest).toHaveLength(0);
    expect(project?.category).toBe('Cloud & AI');
    expect(project?.demo).toBeNull();
  });

  it('has the 24 skills and levels of the spec table', () => {
    const table = Object.fromEntries(
      getSkillCategories().map((category) => [
        category.title,
        category.skills.map((skill) => `${skill.name} ${skill.level}`).join(', '),
      ]),
    );
    expect(table).toEqual({
      'Programming Languages': 'Elixir 90, Python 85, JavaScript 95, TypeScript 90, HTML/CSS 90, C++ 70',
      'Frameworks & Libraries': 'React 95, Node.js 90, Spring Boot 85, Next.js 85, Express.js 90, Redux 85',
      'Cloud & DevOps': 'AWS 90, Azure 80, Docker 85, Kubernetes 75, CI/CD 85, Serverless 90',
      'Databases & Tools': 'MySQL 85, MongoDB 85, DynamoDB 90, Redis 80, Git 95, Agile/Scrum 90',
    });
  });

  it('has both degrees, the master’s in progress and the bachelor’s complete', () => {
    const [masters, bachelors] = getEducation();
    expect(masters).toMatchObject({
      degree: 'Masters in Cloud Computing',
      progress: 60,
      level: 7,
      period: { end: null },
    });
    expect(masters?.period.start.iso).toBe('2024-01-22');
    expect(bachelors).toMatchObject({ degree: 'Bachelors in Information Technology', progress: 100, level: 6 });
    expect(bachelors?.period.label).toBe('1 Jun 2017 – 1 Apr 2021');
  });

  it('shows three certifications on /education, the last without a credential link', () => {
    const certs = getCertifications('education');
    expect(certs.map((cert) => cert.date.label)).toEqual(['2023', '2022', '2022']);
    expect(certs.map((cert) => cert.credentialUrl === null)).toEqual([false, false, true]);
  });

  it('shows the architect (with a verify link) and blockchain certificates on /skills', () => {
    const certs = getCertifications('skills');
    expect(certs).toHaveLength(2);
    expect(certs[0]?.title).toMatch(/Solutions Architect/);
    expect(certs[0]?.credentialUrl).toMatch(/^https:\/\//);
    expect(certs[1]?.title).toMatch(/Blockchain Fundamentals/);
  });

  it('has the four social tiles and the contact details', () => {
    expect(getSocialLinks().map((link) => link.name)).toEqual(['LinkedIn', 'GitHub', 'Email', 'Website']);
    expect(getSocialLinks()[2]?.url).toBe(`mailto:${getSite().email}`);
    expect(getContactDetails().availability.title).toBe('Available for Opportunities');
  });
});
