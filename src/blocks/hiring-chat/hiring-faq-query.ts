import { queryOptions } from '@tanstack/react-query';

import { normalizeError } from '../../../contract/errors';
import { getHttpClient } from '../../api/http-client';
import type { LinkAction } from '../../../contract/page-types';

export interface HiringFaqItem {
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
  /** Other words a candidate may ask the question with. */
  keywords: string[];
  /** The question and answer in Dutch, for the items the chat answers in Dutch. */
  dutch: { question: string; answer: string } | null;
}

export interface HiringFaq {
  /** What the chat offers to ask first. */
  suggestions: string[];
  items: HiringFaqItem[];
  contact: LinkAction;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isString) : []);

function toDutch(value: unknown): HiringFaqItem['dutch'] {
  if (!isRecord(value) || !isString(value.question) || !isString(value.answer)) return null;
  return { question: value.question, answer: value.answer };
}

function toFaqItem(value: unknown): HiringFaqItem | null {
  if (!isRecord(value) || !isString(value.id) || !isString(value.question)) return null;
  if (!isString(value.answer)) return null;
  return {
    id: value.id,
    question: value.question,
    answer: value.answer,
    keywords: strings(value.keywords),
    dutch: toDutch(value.dutch),
  };
}

/** Keeps what the widget renders from the content document; anything malformed is dropped. */
function toHiringFaq(document: unknown): HiringFaq {
  const record = isRecord(document) ? document : {};
  const contact = isRecord(record.contact) ? record.contact : {};
  return {
    suggestions: strings(record.suggestions),
    items: Array.isArray(record.items)
      ? record.items.map(toFaqItem).filter((item) => item !== null)
      : [],
    contact: {
      label: isString(contact.label) ? contact.label : 'Contact our recruiting team',
      href: isString(contact.href) ? contact.href : 'mailto:careers@somnia.example',
    },
  };
}

/** SPEC §7 call 5: the hiring FAQ from the content query, fetched the first time the chat opens. */
export const hiringFaqQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'hiring-faq'] as const,
    queryFn: async () => {
      try {
        // The content query lives beside the API, not under its base path.
        const response = await getHttpClient().post<unknown>(
          '_content/hiring-faq',
          {},
          { baseURL: '/' },
        );
        return toHiringFaq(response.data);
      } catch (error) {
        throw normalizeError(error);
      }
    },
  });
