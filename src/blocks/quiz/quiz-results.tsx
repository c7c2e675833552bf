import type { Ref } from 'react';

import type { QuizStatement } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { suggestDepartments, type QuizAnswers } from './quiz-scoring';
import { Link } from '../link/link';

interface QuizResultsProps {
  statements: readonly QuizStatement[];
  answers: QuizAnswers;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}

/** The best-fitting departments, each a way into its open jobs, and a fresh start. */
export function QuizResults({ statements, answers, headingRef, onRestart }: QuizResultsProps) {
  const departments = suggestDepartments(statements, answers);
  return (
    <div className="quiz__results">
      <h3 className="quiz__results-heading" ref={headingRef} tabIndex={-1}>
        Teams that could fit you
      </h3>
      <p className="quiz__results-intro">
        Based on your answers, these are the teams we would introduce you to first. Their open roles
        are one click away.
      </p>
      <ol className="quiz__suggestions">
        {departments.map((department, rank) => (
          <li key={department} className="quiz__suggestion">
            <span className="quiz__rank" aria-hidden="true">
              {rank + 1}
            </span>
            <p className="quiz__department">{department}</p>
            <Link className="quiz__suggestion-link" to={paths.jobs({ department })}>
              See {department} jobs
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--ghost" onClick={onRestart}>
        Start again
      </button>
    </div>
  );
}
