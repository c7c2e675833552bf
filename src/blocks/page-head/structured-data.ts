import type { EmploymentType, JobLocation } from '../../../contract/job-model';
import type { Job, PageContent, Post, PressNewsItem, Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';

/** schema.org JSON-LD objects for a page's structured data. */
type JsonLd = Record<string, unknown>;

export interface StructuredDataContext {
  origin: string;
  companyName: string;
  /** The page's path, for breadcrumbs and item URLs. */
  pathname: string;
}

/** Google's employmentType for each of ours; a working student works part-time. */
const GOOGLE_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  working_student: 'PART_TIME',
};

/** The country of the head office: where a remote job that names no region accepts people. */
const HEAD_OFFICE_COUNTRY = 'NL';

/** A job's place as a schema.org Place: its city, region and country as far as it has them. */
function toPlace(location: JobLocation): JsonLd {
  const address: JsonLd = { '@type': 'PostalAddress' };
  if (location.city) address.addressLocality = location.city;
  if (location.region) address.addressRegion = location.region;
  if (location.countryCode) address.addressCountry = location.countryCode;
  return { '@type': 'Place', address };
}

/** Where a remote job's applicants may live: a country code is a Country, anything else an area. */
function toApplicantLocation(region: string): JsonLd {
  return /^[A-Z]{2}$/.test(region)
    ? { '@type': 'Country', name: region }
    : { '@type': 'AdministrativeArea', name: region };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtmlText = (text: string) =>
  text.replace(/[&<>]/g, (char) => HTML_ESCAPES[char] ?? char);

function organization({ origin, companyName }: StructuredDataContext): JsonLd {
  return {
    '@type': 'Organization',
    name: companyName,
    url: `${origin}/`,
    sameAs: [`${origin}/`],
    logo: `${origin}/press-kit/logo.png`,
  };
}

/** Google for Jobs: every required property, and the recommended ones where the job has them. */
export function jobPosting(job: Job, context: StructuredDataContext): JsonLd {
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    // Google requires a description: a job without one is described by its title.
    description: job.content.description || `<p>${escapeHtmlText(job.title)}</p>`,
    datePosted: job.postedAt,
    hiringOrganization: {
      '@type': 'Organization',
      name: context.companyName,
      sameAs: `${context.origin}/`,
      logo: `${context.origin}/press-kit/logo.png`,
    },
    identifier: { '@type': 'PropertyValue', name: context.companyName, value: String(job.id) },
    directApply: false,
    url: `${context.origin}${paths.job(job.id)}`,
  };
  // A job without a type (the screens leave it out) claims none rather than a guess.
  if (job.employmentType) data.employmentType = GOOGLE_EMPLOYMENT_TYPES[job.employmentType];
  if (job.closesAt) data.validThrough = job.closesAt;
  if (job.locations.length > 0) {
    // Google requires each place's country: a place that names none is taken to be in the
    // country of the job's first place that does, or else the head office's.
    const country =
      job.locations.find((place) => place.countryCode)?.countryCode ?? HEAD_OFFICE_COUNTRY;
    data.jobLocation = job.locations.map((place) =>
      toPlace({ ...place, countryCode: place.countryCode ?? country }),
    );
  }
  if (job.workplaceType === 'remote') {
    // Google: a remote job names where its applicants may live.
    data.jobLocationType = 'TELECOMMUTE';
    const regions = job.remoteRegions.length > 0 ? job.remoteRegions : [HEAD_OFFICE_COUNTRY];
    data.applicantLocationRequirements = regions.map(toApplicantLocation);
  } else if (job.locations.length === 0) {
    // Google requires a place for a job done on site: the head office's country at least.
    data.jobLocation = [
      toPlace({ city: null, region: null, countryCode: HEAD_OFFICE_COUNTRY, primary: true }),
    ];
  }
  if (job.pay) {
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.pay.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.pay.min,
        maxValue: job.pay.max,
        unitText: job.pay.period,
      },
    };
  }
  return data;
}

interface ArticleFacts {
  title: string;
  publishedAt: string;
  updatedAt?: string;
  /** A person's name, or the organisation (another outlet) that wrote it; the company otherwise. */
  author?: string | JsonLd;
  image?: string;
}

function article(
  type: 'BlogPosting' | 'NewsArticle',
  item: ArticleFacts,
  context: StructuredDataContext,
): JsonLd {
  const author =
    typeof item.author === 'string' ? { '@type': 'Person', name: item.author } : item.author;
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: item.title,
    datePublished: item.publishedAt,
    dateModified: item.updatedAt ?? item.publishedAt,
    author: author ?? organization(context),
    publisher: organization(context),
    mainEntityOfPage: `${context.origin}${context.pathname}`,
    ...(item.image ? { image: `${context.origin}${item.image}` } : {}),
  };
}

const postArticle = (post: Post, context: StructuredDataContext) =>
  article(
    post.kind === 'blog' ? 'BlogPosting' : 'NewsArticle',
    { ...post, image: post.image?.src },
    context,
  );

/** A press news item retells another outlet's coverage: that outlet is the author. */
const pressArticle = (item: PressNewsItem, context: StructuredDataContext) =>
  article(
    'NewsArticle',
    {
      title: item.title,
      publishedAt: item.publishedAt,
      ...(item.source
        ? {
            author: {
              '@type': 'Organization',
              name: item.source,
              ...(item.sourceUrl ? { url: item.sourceUrl } : {}),
            },
          }
        : {}),
    },
    context,
  );

// By the section's path, not its last segment: `/news` is the newsroom, while `/press/news` is
// the coverage by other outlets, and only one place may be called the newsroom.
const SECTION_NAMES: Record<string, string> = {
  '/job': 'Jobs',
  '/team': 'Team',
  '/press': 'Press',
  '/press/news': 'In the news',
  '/press/releases': 'Press releases',
  '/press/brand-assets': 'Brand assets',
  '/news': 'Newsroom',
  '/tech-blog': 'Tech blog',
};

/** Home › section › … › this page, for every nested page. */
function breadcrumbs(pageTitle: string, context: StructuredDataContext): JsonLd | null {
  const segments = context.pathname.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const items = [{ name: context.companyName, path: '/' }];
  segments.slice(0, -1).forEach((segment, index) => {
    const path = segment === 'job-ext' ? '/job' : `/${segments.slice(0, index + 1).join('/')}`;
    items.push({ name: SECTION_NAMES[path] ?? segment, path });
  });
  items.push({ name: pageTitle, path: context.pathname });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${context.origin}${item.path}`,
    })),
  };
}

function sectionData(section: Section, context: StructuredDataContext): JsonLd | null {
  switch (section.type) {
    case 'job-detail':
      return jobPosting(section.job, context);
    case 'post':
      return postArticle(section.post, context);
    case 'press-news-item':
      return pressArticle(section.item, context);
    case 'press-release':
      // A release is the company's own announcement: the company is its author.
      return article(
        'NewsArticle',
        {
          title: section.release.title,
          publishedAt: section.release.publishedAt,
          updatedAt: section.release.updatedAt,
        },
        context,
      );
    default:
      return null;
  }
}

/** The JSON-LD blocks of a page; a closed job (section `job-closed`) gets none. */
export function structuredDataFor(
  page: PageContent,
  routeName: string | undefined,
  context: StructuredDataContext,
): JsonLd[] {
  const data: JsonLd[] = [];
  if (routeName === 'home' || routeName === 'about')
    data.push({ '@context': 'https://schema.org', ...organization(context) });
  for (const section of page.section) {
    const item = sectionData(section, context);
    if (item) data.push(item);
  }
  const trail = breadcrumbs(page.title, context);
  if (trail) data.push(trail);
  return data;
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
