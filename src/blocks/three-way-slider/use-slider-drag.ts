import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

import { SLIDER_THINKING_DEBOUNCE_MS } from '../../../contract/constants';
import { debounce, type Debounced } from '../../lib/timing';
import { nearestChoice, positionFromPointer, type SliderChoice } from './three-way-slider-logic';

/** "Thinking" events, debounced; the latest callback is used without restarting the wait. */
function useThinkingEvents(onThinking: ((position: number) => void) | undefined) {
  const latest = useRef(onThinking);
  const debounced = useRef<Debounced<[number]> | null>(null);
  useEffect(() => {
    latest.current = onThinking;
  });
  useEffect(() => {
    const emit = debounce(
      (position: number) => latest.current?.(position),
      SLIDER_THINKING_DEBOUNCE_MS,
    );
    debounced.current = emit;
    return () => {
      emit.cancel();
      debounced.current = null;
    };
  }, []);
  return {
    emit: (position: number) => debounced.current?.(position),
    cancel: () => debounced.current?.cancel(),
  };
}

interface SliderDragOptions {
  /** The rail the pointer is measured against (0 at its start, 1 at its end). */
  railRef: RefObject<HTMLElement | null>;
  /** Focused when a drag starts, so the keyboard takes over where the pointer left off. */
  thumbRef: RefObject<HTMLElement | null>;
  onThinking: ((position: number) => void) | undefined;
  /** Called with the zone the thumb snaps to when the pointer lets go. */
  onSnap: (choice: SliderChoice) => void;
}

/**
 * Pointer dragging along the rail: the position follows the pointer (null when not dragging),
 * "thinking" events are debounced 100 ms (SPEC §9), and letting go snaps to the nearest zone.
 */
export function useSliderDrag({ railRef, thumbRef, onThinking, onSnap }: SliderDragOptions) {
  const [dragPosition, setDragPosition] = useState<number | null>(null);
  const thinking = useThinkingEvents(onThinking);

  const pointerPosition = (clientX: number) => {
    const rect = railRef.current?.getBoundingClientRect();
    return rect ? positionFromPointer(clientX, rect) : 0.5;
  };

  const follow = (clientX: number) => {
    const position = pointerPosition(clientX);
    setDragPosition(position);
    thinking.emit(position);
  };

  const cancel = () => {
    thinking.cancel();
    setDragPosition(null);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.preventDefault();
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A synthetic or already-released pointer cannot be captured; moves over the track still count.
      }
      thumbRef.current?.focus({ preventScroll: true });
      follow(event.clientX);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragPosition !== null) follow(event.clientX);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (dragPosition === null) return;
      // The choice is made: a pending "thinking" event would arrive after it, out of order.
      cancel();
      onSnap(nearestChoice(pointerPosition(event.clientX)));
    },
    onPointerCancel: cancel,
    onLostPointerCapture: cancel,
  };

  return { dragPosition, handlers };
}
