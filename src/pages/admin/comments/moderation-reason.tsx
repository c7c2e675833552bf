import './moderation-rules.css';

import type { AdminComment } from '../../../../contract/admin-types';
import { moderationReasonWords } from '../../../../contract/moderation';

/** The pieces of `text`: each occurrence of a match marked, the rest as it is. */
function splitByMatches(text: string, matches: readonly string[]) {
  const wanted = [...new Set(matches.filter(Boolean))].sort((a, b) => b.length - a.length);
  const pieces: { text: string; marked: boolean }[] = [];
  let rest = text;
  while (rest) {
    const next = wanted
      .map((match) => ({ match, at: rest.indexOf(match) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    if (next.at > 0) pieces.push({ text: rest.slice(0, next.at), marked: false });
    pieces.push({ text: next.match, marked: true });
    rest = rest.slice(next.at + next.match.length);
  }
  if (rest) pieces.push({ text: rest, marked: false });
  return pieces;
}

/**
 * A comment's text with what its moderation rule matched highlighted (`<mark>`, which screen
 * readers can announce), as it was written.
 */
export function MatchedText({ text, matches }: { text: string; matches: readonly string[] }) {
  return (
    <>
      {splitByMatches(text, matches).map((piece, index) =>
        piece.marked ? (
          <mark key={index} className="moderation-match">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

/** "Rule: …" under a comment's status, when a rule decided it on arrival. */
export function ModerationNote({ comment }: { comment: AdminComment }) {
  if (!comment.moderation) return null;
  return (
    <span className="admin-table__muted moderation-reason">
      Rule: {moderationReasonWords(comment.moderation)}
    </span>
  );
}
