import { useEffect, useRef, useState } from 'react';

import type { Section } from '../../../contract/page-types';
import { QuizQuestion } from './quiz-question';
import { QuizResults } from './quiz-results';
import type { QuizAnswers } from './quiz-scoring';
import './quiz.css';

type QuizSection = Extract<Section, { type: 'quiz' }>;

/**
 * "Which team fits you?": this-or-that statements, each answered with the three-way slider; at the
 * end, the best-fitting departments with links to their jobs. Nothing leaves the browser.
 */
export function QuizBlock({ section }: { section: QuizSection }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const movedByVisitor = useRef(false);
  const total = section.statements.length;
  const statement = section.statements[step];
  const idPrefix = section.id ?? 'quiz';

  // After Next, Back or Restart, keyboard and screen-reader users land on the new question or the results.
  useEffect(() => {
    if (!movedByVisitor.current) return;
    movedByVisitor.current = false;
    focusTarget.current?.focus();
  }, [step]);

  const goTo = (nextStep: number) => {
    movedByVisitor.current = true;
    setStep(nextStep);
  };

  const restart = () => {
    setAnswers({});
    goTo(0);
  };

  return (
    <section className="block quiz" id={section.id}>
      <header className="quiz__header">
        <h2 className="quiz__heading">{section.heading}</h2>
        <p className="quiz__intro">{section.intro}</p>
      </header>
      <div className="quiz__card">
        {statement ? (
          <QuizQuestion
            key={statement.id}
            statement={statement}
            index={step}
            total={total}
            idPrefix={idPrefix}
            headingRef={focusTarget}
            answer={answers[statement.id] ?? 'n'}
            onAnswer={(choice) => setAnswers((current) => ({ ...current, [statement.id]: choice }))}
            onBack={() => goTo(step - 1)}
            onNext={() => goTo(step + 1)}
          />
        ) : (
          <QuizResults
            statements={section.statements}
            answers={answers}
            headingRef={focusTarget}
            onRestart={restart}
          />
        )}
      </div>
    </section>
  );
}
