import type { Section } from '../../../contract/page-types';
import { reportExperimentEvent, useExperimentVariant } from '../../lib/experiments';
import { DecorativeSvg } from '../icon/icon';
import './experiment.css';
import { Link } from '../link/link';

type ExperimentSection = Extract<Section, { type: 'experiment' }>;

const STARS: readonly (readonly [number, number])[] = [
  [30, 150],
  [90, 95],
  [150, 120],
  [200, 50],
  [250, 105],
  [215, 175],
];

/** A constellation of connected stars: the night sky as a network. */
function Constellation() {
  const line = STARS.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return (
    <DecorativeSvg className="experiment__art" width={280} height={220}>
      <path
        d={line}
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.45"
        strokeWidth="1.5"
        strokeDasharray="4 6"
      />
      <path
        d="M150 120 L215 175"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.45"
        strokeWidth="1.5"
        strokeDasharray="4 6"
      />
      {STARS.map(([x, y], index) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={index === 3 ? 7 : 4.5}
          className={index === 3 ? 'experiment__star--dawn' : 'experiment__star'}
        />
      ))}
    </DecorativeSvg>
  );
}

/**
 * The home page's tech section under A/B test (SPEC §4, §9): the server assigned the visitor a
 * variant and renders it, so there is no flicker; a click on its action is reported.
 */
export function ExperimentBlock({ section }: { section: ExperimentSection }) {
  const assigned = useExperimentVariant(section.experiment);
  const variantIndex = section.variants[assigned] ? assigned : 0;
  const variant = section.variants[variantIndex];
  if (!variant) return null;
  return (
    <section
      className="block experiment"
      id={section.id}
      data-experiment={section.experiment}
      data-variant={variantIndex}
    >
      <div className="experiment__text">
        <h2 className="experiment__heading">{variant.headline}</h2>
        <p className="experiment__body">{variant.text}</p>
        <Link
          className="button button--accent experiment__action"
          to={variant.action.href}
          onClick={() => reportExperimentEvent('cta_click', section.experiment, variantIndex)}
        >
          {variant.action.label}
        </Link>
      </div>
      <Constellation />
    </section>
  );
}
