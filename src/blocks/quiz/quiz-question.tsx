import { useRef, type Ref } from 'react';

import type { QuizStatement } from '../../../contract/page-types';
import { useCssProperties } from '../../lib/use-css-properties';
import { ThreeWaySlider } from '../three-way-slider/three-way-slider';
import type { SliderChoice } from '../three-way-slider/three-way-slider-logic';

interface QuizQuestionProps {
  statement: QuizStatement;
  index: number;
  total: number;
  idPrefix: string;
  headingRef: Ref<HTMLHeadingElement>;
  answer: SliderChoice;
  onAnswer: (choice: SliderChoice) => void;
  onBack: () => void;
  onNext: () => void;
}

/** One pair of statements with its slider, the progress and the way on. */
export function QuizQuestion({
  statement,
  index,
  total,
  idPrefix,
  headingRef,
  answer,
  onAnswer,
  onBack,
  onNext,
}: QuizQuestionProps) {
  const promptId = `${idPrefix}-prompt`;
  const isLast = index === total - 1;
  const progressRef = useRef<HTMLSpanElement>(null);
  useCssProperties(progressRef, { '--quiz-progress': String((index + 1) / total) });
  return (
    <div className="quiz__question">
      <div className="quiz__progress">
        <p className="quiz__progress-text">
          {index + 1} of {total}
        </p>
        <div className="quiz__progress-bar" aria-hidden="true">
          <span ref={progressRef} />
        </div>
      </div>
      <h3 className="quiz__prompt" id={promptId} ref={headingRef} tabIndex={-1}>
        <span className="visually-hidden">
          Statement {index + 1} of {total}:{' '}
        </span>
        Which sounds more like you?
      </h3>
      <ThreeWaySlider
        labelledBy={promptId}
        value={answer}
        onChange={onAnswer}
        textA={statement.a.text}
        textB={statement.b.text}
      />
      <div className="quiz__nav">
        {index > 0 && (
          <button type="button" className="button button--ghost" onClick={onBack}>
            Back
          </button>
        )}
        <button type="button" className="button button--primary quiz__next" onClick={onNext}>
          {isLast ? 'See my teams' : 'Next'}
        </button>
      </div>
    </div>
  );
}
