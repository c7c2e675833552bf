import type { MouseEvent } from 'react';

import { LineIcon } from '../icon/icon';
import { pageItems } from './page-items';
import './pagination.css';
import { Link } from '../link/link';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page, keeping the list's other query parameters. */
  hrefFor: (page: number) => string;
  /** The navigation landmark's name. */
  label?: string;
  /** Called on a click of a page link before the router follows it (it may prevent that). */
  onFollow?: (event: MouseEvent<HTMLAnchorElement>, page: number) => void;
}

/** Page links (they work without JavaScript); the current page carries aria-current. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label = 'Pagination',
  onFollow,
}: PaginationProps) {
  const follow = (target: number) =>
    onFollow ? (event: MouseEvent<HTMLAnchorElement>) => onFollow(event, target) : undefined;
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link
          className="pagination__step"
          to={hrefFor(page - 1)}
          rel="prev"
          onClick={follow(page - 1)}
        >
          <LineIcon name="chevronLeft" size={18} />
          <span className="pagination__step-label">Previous</span>
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          <LineIcon name="chevronLeft" size={18} />
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
                onClick={follow(item)}
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
        <Link
          className="pagination__step"
          to={hrefFor(page + 1)}
          rel="next"
          onClick={follow(page + 1)}
        >
          <span className="pagination__step-label">Next</span>
          <LineIcon name="chevronRight" size={18} />
        </Link>
      ) : (
        <span className="pagination__step pagination__step--disabled" aria-hidden="true">
          <span className="pagination__step-label">Next</span>
          <LineIcon name="chevronRight" size={18} />
        </span>
      )}
    </nav>
  );
}
