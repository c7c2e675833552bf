import { failEnvelope, okEnvelope } from '../../http/envelope';
import type { PageService } from './page-service';

/** Until the database-backed composer lands: a small fixture served through the real route. */
export function createFixturePageService(companyName: string): PageService {
  const pages: Record<string, { title: string; text: string }> = {
    home: { title: 'Careers', text: `Help the world sleep better at ${companyName}.` },
    'how-we-hire': { title: 'How we hire', text: 'Four steps, one week, no surprises.' },
    job: { title: 'Open jobs', text: 'Find the role that fits you.' },
  };
  return {
    async getPageEnvelope(path) {
      const page = pages[path];
      if (!page) return failEnvelope(404);
      return okEnvelope({
        title: page.title,
        meta: { description: page.text },
        section: [
          { type: 'hero' as const, heading: page.title, text: page.text, actions: [{ label: 'Open jobs', href: '/job' }] },
          { type: 'rich-text' as const, html: `<p>${page.text}</p>`.repeat(40) },
        ],
      });
    },
  };
}
