import { useEffect, useRef, useState } from 'react';

import { LineIcon } from '../icon/icon';
import { debounce, type Debounced } from '../../lib/timing';

// Issue 4: the search is debounced; about one pause in typing.
export const SEARCH_DEBOUNCE_MS = 400;

interface SearchFieldProps {
  /** The search the URL holds. */
  value: string;
  onSearch: (search: string) => void;
}

/**
 * The job search: typing searches after a pause, Enter at once. Named `search`, so the GET
 * form sends it without JavaScript.
 */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [sentValue, setSentValue] = useState(value);
  // The URL changed: follow it, unless it is the search this field just sent (typing goes on).
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== sentValue) {
      setText(value);
      setSentValue(value);
    }
  }

  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  const sendRef = useRef<Debounced<[string]> | null>(null);
  useEffect(() => {
    const send = debounce((next: string) => {
      setSentValue(next);
      onSearchRef.current(next);
    }, SEARCH_DEBOUNCE_MS);
    sendRef.current = send;
    return () => send.cancel();
  }, []);

  return (
    <div className="job-list__search">
      <label className="job-list__label" htmlFor="job-search">
        Search jobs
      </label>
      <div className="job-list__search-box">
        <input
          id="job-search"
          className="job-list__input"
          type="search"
          name="search"
          value={text}
          placeholder="Title, team or skill"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            sendRef.current?.(event.target.value.trim());
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            sendRef.current?.(event.currentTarget.value.trim());
            sendRef.current?.flush();
          }}
        />
        <button className="job-list__search-button" type="submit" aria-label="Search">
          <LineIcon name="search" />
        </button>
      </div>
    </div>
  );
}
