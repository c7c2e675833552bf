import type { Section } from '../../contract/page-types';
import type { ContentStore } from '../content/content-store';
import { getPageContent, type ContentSection } from '../content/page-content';

type PressContactSection = Extract<ContentSection, { type: 'press-contact' }>;

/**
 * The media contact as the press page (`page.press`) gives it: every other press page ends with
 * it (issue 35), so owners change the person, the address and the number in one place. None when
 * the press page has no contact.
 */
export async function pressContactSections(content: ContentStore): Promise<Section[]> {
  const page = await getPageContent(content, 'press');
  const contact = page?.section.find(
    (section): section is PressContactSection => section.type === 'press-contact',
  );
  return contact ? [contact] : [];
}
