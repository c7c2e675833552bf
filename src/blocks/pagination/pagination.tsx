import { Link } from 'react-router-dom';

import { pageItems } from './page-items';
import './pagination.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page, keeping the list's other query parameters. */
  hrefFor: (page: number) => string;
  /** The navigation landmark's name. */
  label?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Page links (they work without JavaScript); the current page carries aria-current. */
export function Pagination({ page, totalPages, hrefFor, label = 'Pagination' }: PaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
          <Chevron direction="left" />
          <span className="pagination__step-label">Previous</span>
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          <Chevron direction="left" />
          <span className="pagination__step-label">Previous</span>
        </span>
      )}
      <ul className="pagination__pages">
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination__page"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
          <span className="pagination__step-label">Next</span>
          <Chevron direction="right" />
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          <span className="pagination__step-label">Next</span>
          <Chevron direction="right" />
        </span>
      )}
    </nav>
  );
}
