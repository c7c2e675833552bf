import { editDistance, significantWords, typoAllowance } from './chat-text';

/** What the matcher reads of a hiring FAQ item. */
export interface MatchableFaqItem {
  id: string;
  question: string;
  /** Markdown. */
  answer: string;
  /** Other words a candidate may use for the same question (`pay` for salary). */
  keywords: string[];
}

/**
 * `answer`: the best item is a confident match, the others follow best first.
 * `did-you-mean`: only a weak match (few of the words, or typos): the candidates to offer.
 * `none`: nothing in the FAQ shares a meaningful word with the question.
 */
export type FaqMatch<Item> =
  | { kind: 'answer'; best: Item; others: Item[] }
  | { kind: 'did-you-mean'; candidates: Item[] }
  | { kind: 'none' };

// A word in the question or the keywords says more about an item than one in its answer.
const QUESTION_WEIGHT = 3;
const ANSWER_WEIGHT = 1;
// A word found only through a typo counts this much of an exact one.
const TYPO_FACTOR = 0.5;
/**
 * How much of the best possible score (every word of the question found exactly in an item's
 * question or keywords) an item needs to be the answer rather than a "did you mean".
 */
const CONFIDENT_SHARE = 0.5;
/** An item below this share of the best score is not worth offering beside it. */
const RELATED_SHARE = 0.4;
const MAX_OTHERS = 2;

interface IndexedItem<Item> {
  item: Item;
  /** Word → its weight in this item (the highest of the fields it appears in). */
  weights: Map<string, number>;
}

/** The words of the items' questions and keywords: what the FAQ is about. */
const keyWordsOf = (indexed: readonly IndexedItem<unknown>[]) =>
  new Set(
    indexed.flatMap(({ weights }) =>
      [...weights].filter(([, weight]) => weight === QUESTION_WEIGHT).map(([word]) => word),
    ),
  );

interface Scored<Item> {
  item: Item;
  score: number;
  /** The exact matches' share of the best possible score, 0 to 1. */
  confidence: number;
}

function indexItem<Item extends MatchableFaqItem>(item: Item): IndexedItem<Item> {
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of significantWords(text))
      weights.set(word, Math.max(weights.get(word) ?? 0, weight));
  };
  add(item.answer.replace(/\]\([^)]*\)/g, ']'), ANSWER_WEIGHT);
  add(`${item.question} ${item.keywords.join(' ')}`, QUESTION_WEIGHT);
  return { item, weights };
}

/** The weight of the item's closest word within the typo allowance, or 0. */
function typoWeight(word: string, weights: Map<string, number>): number {
  const allowance = typoAllowance(word);
  if (allowance === 0) return 0;
  let best = 0;
  for (const [candidate, weight] of weights) {
    if (weight > best && editDistance(word, candidate, allowance) <= allowance) best = weight;
  }
  return best;
}

/**
 * Full-text matching over a small FAQ, in the browser: each item is indexed once by the words of
 * its question, keywords and answer; a question's words score by rarity across the items (idf),
 * by field and exactness. Built once per FAQ.
 *
 * @example
 * const match = createFaqMatcher(faq.items);
 * match('Do you sponsor visas?'); // => { kind: 'answer', best: { id: 'visa', … }, others: [] }
 * match('vsia'); // => { kind: 'did-you-mean', candidates: [{ id: 'visa', … }] }
 */
export function createFaqMatcher<Item extends MatchableFaqItem>(items: readonly Item[]) {
  const indexed = items.map(indexItem);
  const documentFrequency = new Map<string, number>();
  for (const { weights } of indexed)
    for (const word of weights.keys())
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const idf = (word: string) => Math.log(1 + items.length / (documentFrequency.get(word) ?? 1));
  const keyWords = keyWordsOf(indexed);

  function score(words: string[], { item, weights }: IndexedItem<Item>): Scored<Item> {
    let best = 0;
    let exact = 0;
    let exactKey = 0;
    let typos = 0;
    for (const word of words) {
      const rarity = idf(word);
      const weight = weights.get(word);
      if (weight !== undefined) exact += weight * rarity;
      else typos += typoWeight(word, weights) * rarity * TYPO_FACTOR;
      // Words no item's question or keywords hold ("Amsterdam", "help", a word found only in an
      // answer) score, but neither add to nor dilute the confidence.
      if (!keyWords.has(word)) continue;
      best += QUESTION_WEIGHT * rarity;
      if (weight !== undefined) exactKey += weight * rarity;
    }
    return { item, score: exact + typos, confidence: best ? exactKey / best : 0 };
  }

  return (question: string): FaqMatch<Item> => {
    const words = [...new Set(significantWords(question))];
    const ranked = indexed
      .map((entry) => score(words, entry))
      .filter((scored) => scored.score > 0)
      .sort((a, b) => b.score - a.score);
    const [best] = ranked;
    if (!best) return { kind: 'none' };
    const near = ranked
      .slice(1)
      .filter((scored) => scored.score >= best.score * RELATED_SHARE)
      .slice(0, MAX_OTHERS)
      .map((scored) => scored.item);
    if (best.confidence >= CONFIDENT_SHARE)
      return { kind: 'answer', best: best.item, others: near };
    return { kind: 'did-you-mean', candidates: [best.item, ...near] };
  };
}
