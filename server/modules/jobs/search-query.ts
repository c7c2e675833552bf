/**
 * A search as the database parsed it (`websearch_to_tsquery('english', …)::text`), read back so
 * that a process can match it against the words of each search vector it keeps (decision 056).
 * The database does the parsing, stemming and stop words; this only reads its answer. Words
 * joined by AND, OR and NOT match here; a phrase (`<->`, from quotes or a hyphenated word) needs
 * the words' positions, which are not kept, so such a search is left to the database.
 */

/** A parsed search without phrases: a word, or NOT, AND, OR of parsed searches. */
export type SearchNode =
  | { kind: 'word'; lexeme: string }
  | { kind: 'not'; operand: SearchNode }
  | { kind: 'and' | 'or'; left: SearchNode; right: SearchNode };

/** What a search asks: nothing (only stop words), a tree to match in memory, or a phrase. */
export type ParsedSearch =
  | { kind: 'empty' }
  | { kind: 'tree'; root: SearchNode; lexemes: Set<string> }
  | { kind: 'database' };

type Token = { kind: 'word'; lexeme: string } | { kind: '&' | '|' | '!' | '(' | ')' };

class PhraseOrWeight extends Error {}

/** Splits tsquery_out's text; a phrase operator, a weight or a prefix throws PhraseOrWeight. */
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (char === ' ') {
      at += 1;
    } else if (char === "'") {
      // tsquery_out doubles a quote and a backslash inside a lexeme.
      let lexeme = '';
      at += 1;
      for (;;) {
        const next = text[at];
        if (next === undefined) throw new Error(`Unterminated lexeme in ${text}`);
        if ((next === "'" && text[at + 1] === "'") || next === '\\') {
          lexeme += text[at + 1] ?? '';
          at += 2;
        } else if (next === "'") {
          at += 1;
          break;
        } else {
          lexeme += next;
          at += 1;
        }
      }
      if (text[at] === ':') throw new PhraseOrWeight();
      tokens.push({ kind: 'word', lexeme });
    } else if (char === '&' || char === '|' || char === '!' || char === '(' || char === ')') {
      tokens.push({ kind: char });
      at += 1;
    } else if (char === '<') {
      throw new PhraseOrWeight();
    } else {
      throw new Error(`Unexpected ${char} in ${text}`);
    }
  }
  return tokens;
}

/** Recursive descent by tsquery's precedence: NOT, then AND, then OR, each left to right. */
function treeOf(tokens: Token[]): SearchNode {
  let at = 0;
  const peek = () => tokens[at]?.kind;
  function operand(): SearchNode {
    const token = tokens[at];
    at += 1;
    if (token?.kind === 'word') return { kind: 'word', lexeme: token.lexeme };
    if (token?.kind === '!') return { kind: 'not', operand: operand() };
    if (token?.kind === '(') {
      const inner = or();
      if (tokens[at]?.kind !== ')') throw new Error('Unbalanced parentheses in a search');
      at += 1;
      return inner;
    }
    throw new Error('A search operator without an operand');
  }
  function and(): SearchNode {
    let left = operand();
    while (peek() === '&') {
      at += 1;
      left = { kind: 'and', left, right: operand() };
    }
    return left;
  }
  function or(): SearchNode {
    let left = and();
    while (peek() === '|') {
      at += 1;
      left = { kind: 'or', left, right: and() };
    }
    return left;
  }
  const root = or();
  if (at !== tokens.length) throw new Error('Unexpected text after a search');
  return root;
}

function collectLexemes(node: SearchNode, into: Set<string>): Set<string> {
  if (node.kind === 'word') into.add(node.lexeme);
  else if (node.kind === 'not') collectLexemes(node.operand, into);
  else {
    collectLexemes(node.left, into);
    collectLexemes(node.right, into);
  }
  return into;
}

/**
 * Reads the text of a tsquery.
 *
 * @example
 * parseSearch("'data' & !'engin'"); // => { kind: 'tree', root: data AND NOT engin, lexemes: {data, engin} }
 * parseSearch("'sleep' <-> 'app'"); // => { kind: 'database' }
 * parseSearch(''); // => { kind: 'empty' }
 */
export function parseSearch(text: string): ParsedSearch {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    const root = treeOf(tokensOf(text));
    return { kind: 'tree', root, lexemes: collectLexemes(root, new Set()) };
  } catch (error) {
    if (error instanceof PhraseOrWeight) return { kind: 'database' };
    throw error;
  }
}

/**
 * Which of `size` documents a search matches (1 or 0 each), as `@@` decides without phrases: a
 * word matches the documents holding it (`documentsWith`), NOT, AND and OR combine.
 */
export function matchDocuments(
  node: SearchNode,
  size: number,
  documentsWith: (lexeme: string) => readonly number[],
): Uint8Array {
  switch (node.kind) {
    case 'word': {
      const matched = new Uint8Array(size);
      for (const index of documentsWith(node.lexeme)) matched[index] = 1;
      return matched;
    }
    case 'not': {
      const matched = matchDocuments(node.operand, size, documentsWith);
      for (let index = 0; index < size; index += 1) matched[index] = matched[index] ? 0 : 1;
      return matched;
    }
    case 'and':
    case 'or': {
      const left = matchDocuments(node.left, size, documentsWith);
      const right = matchDocuments(node.right, size, documentsWith);
      for (let index = 0; index < size; index += 1)
        left[index] =
          node.kind === 'and'
            ? (left[index] ?? 0) & (right[index] ?? 0)
            : (left[index] ?? 0) | (right[index] ?? 0);
      return left;
    }
  }
}
