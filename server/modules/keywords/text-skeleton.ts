import unhomoglyph from 'unhomoglyph';

// What renders as nothing or only steers layout: zero-width spaces and joiners, the soft hyphen,
// word joiner, BOM, bidirectional controls, variation selectors, tag characters (Unicode's
// Default_Ignorable_Code_Point, plus the rest of the format characters, Cf).
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** Lower case, then Unicode TR39's mapping of each character to its prototype, on NFD. */
function foldConfusables(text: string): string {
  return unhomoglyph(text.toLowerCase().normalize('NFD')).toLowerCase();
}

/**
 * The form in which the blacklist compares a text and a keyword, so that what looks like a
 * keyword is one: invisible characters removed, lower case, every character replaced by the one
 * it is confusable with (Unicode TR39's skeleton via unhomoglyph, from Unicode's
 * confusables.txt: Cyrillic `а` and Greek `ο` become `a` and `o`, `0` becomes `o`), and
 * compatibility forms folded (NFKC: full-width and mathematical letters, ligatures). The mapping
 * runs before and after NFKC, since each of them can turn a character into one only the other
 * knows (NFKC makes the lunate sigma `ϲ` a final sigma). NFD at the end, so accents stay
 * combining marks. Not for display: `m` becomes `rn`.
 *
 * @example
 * matchingSkeleton('cas\u200Bino'); // => 'casino'
 * matchingSkeleton('CАSINO'); // (Cyrillic А) => 'casino'
 */
export function matchingSkeleton(text: string): string {
  const visible = text.replace(INVISIBLE, '');
  return foldConfusables(foldConfusables(visible).normalize('NFKC')).normalize('NFD');
}
