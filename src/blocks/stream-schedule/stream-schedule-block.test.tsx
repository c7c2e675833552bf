// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { Section, StreamEvent } from '../../../contract/page-types';
import { StreamScheduleBlock } from './stream-schedule-block';

const event = (
  id: string,
  startsAt: string,
  endsAt: string,
  recordingUrl: string | null = null,
): StreamEvent => ({
  id,
  title: `Stream ${id}`,
  description: `About ${id}.`,
  startsAt,
  endsAt,
  videoUrl: `https://www.youtube-nocookie.com/embed/${id}`,
  recordingUrl,
});

const SECTION: Extract<Section, { type: 'stream-schedule' }> = {
  type: 'stream-schedule',
  id: 'schedule',
  heading: 'Schedule',
  events: [
    event(
      'factory',
      '2026-09-17T15:00:00Z',
      '2026-09-17T16:00:00Z',
      'https://www.youtube-nocookie.com/embed/factory',
    ),
    event('talk', '2026-10-21T16:00:00Z', '2026-10-21T17:00:00Z'),
    event('open-house', '2026-11-22T00:00:00Z', '2026-11-23T23:59:00Z'),
    event('students', '2026-12-09T16:00:00Z', '2026-12-09T17:00:00Z'),
  ],
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('StreamScheduleBlock', () => {
  test('the server renders every event with its start in UTC and no time-dependent state', () => {
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));

    // React separates adjacent text with empty comments; the visitor sees the text joined.
    const html = renderToString(<StreamScheduleBlock section={SECTION} />).replaceAll(
      '<!-- -->',
      '',
    );

    expect(html).toContain('17/09/2026');
    expect(html).toContain('15:00–16:00 UTC');
    expect(html).toContain('dateTime="2026-11-22T00:00:00Z"');
    expect(html).not.toMatch(/Live now|Starts in|Watch the recording|Load video/);
  });

  test('once mounted, each event shows its state from the current time', () => {
    vi.setSystemTime(new Date('2026-11-20T22:30:15Z'));
    render(<StreamScheduleBlock section={SECTION} />);

    expect(
      within(card('Stream factory'))
        .getByRole('link', { name: /Watch the recording/ })
        .getAttribute('href'),
    ).toBe('https://www.youtube-nocookie.com/embed/factory');
    expect(
      within(card('Stream talk')).getByText('No recording of this stream is available.'),
    ).toBeTruthy();
    expect(within(card('Stream open-house')).getByText('Starts in')).toBeTruthy();
    expect(card('Stream open-house').textContent).toContain(
      '01 days 01 hours 29 minutes 45 seconds',
    );
    expect(within(card('Stream students')).getByText(/^Starts in \d+ days$/)).toBeTruthy();
  });

  test('the countdown ticks every second', () => {
    vi.setSystemTime(new Date('2026-11-20T22:30:15Z'));
    render(<StreamScheduleBlock section={SECTION} />);

    act(() => vi.advanceTimersByTime(1000));

    expect(card('Stream open-house').textContent).toContain('29 minutes 44 seconds');
  });

  test('when the start time passes the event turns live', () => {
    vi.setSystemTime(new Date('2026-11-21T23:59:58Z'));
    render(<StreamScheduleBlock section={SECTION} />);

    act(() => vi.advanceTimersByTime(2000));

    expect(within(card('Stream open-house')).getByText('Live now')).toBeTruthy();
    expect(within(card('Stream open-house')).queryByText('Starts in')).toBeNull();
  });

  test('the video loads only when the visitor asks for it', () => {
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    render(<StreamScheduleBlock section={SECTION} />);
    expect(document.querySelector('iframe')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load video' }));

    const frame = screen.getByTitle('Video: Stream open-house');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/open-house');
    expect(screen.queryByRole('button', { name: 'Load video' })).toBeNull();
  });
});
