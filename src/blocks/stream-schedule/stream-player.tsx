import { useEffect, useRef, useState } from 'react';

import type { StreamEvent } from '../../../contract/page-types';
import { SolidIcon } from '../icon/icon';

/**
 * The video, behind a click: nothing is requested from YouTube until the visitor asks for it
 * (no third-party request before consent).
 */
export function StreamPlayer({ event }: { event: StreamEvent }) {
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = `${event.id}-video-note`;

  // The button the visitor pressed is gone: keep their place by focusing the video.
  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  if (loaded) {
    return (
      <div className="stream-player">
        <iframe
          ref={frameRef}
          className="stream-player__frame"
          src={event.videoUrl}
          title={`Video: ${event.title}`}
          width={640}
          height={360}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="stream-player stream-player--consent">
      <div className="stream-player__consent">
        <button
          type="button"
          className="button button--accent stream-player__load"
          aria-describedby={noteId}
          onClick={() => setLoaded(true)}
        >
          <SolidIcon name="play" />
          Load video
        </button>
        <p className="stream-player__note" id={noteId}>
          The video is hosted on YouTube. Loading it connects your browser to YouTube, which can see
          your IP address and may store data on your device.
        </p>
      </div>
    </div>
  );
}
