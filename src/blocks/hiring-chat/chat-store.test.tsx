// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';

import {
  answerHiringChat,
  askHiringChat,
  forgetHiringChat,
  openHiringChat,
  useHiringChatState,
} from './chat-store';

afterEach(() => {
  cleanup();
  act(forgetHiringChat);
});

function ConversationProbe() {
  const { isOpen, exchanges } = useHiringChatState();
  return (
    <p data-testid="probe">
      {isOpen ? 'open' : 'closed'}:
      {exchanges
        .map((exchange) => `${exchange.question}=${exchange.answer?.kind ?? '…'}`)
        .join(',')}
    </p>
  );
}

test('a question shows at once and its answer when it arrives', () => {
  render(<ConversationProbe />);
  let id = 0;
  act(() => {
    openHiringChat();
    id = askHiringChat('Dress code?');
  });
  expect(screen.getByTestId('probe').textContent).toBe('open:Dress code?=…');
  act(() => answerHiringChat(id, { kind: 'hand-off' }));
  expect(screen.getByTestId('probe').textContent).toBe('open:Dress code?=hand-off');
});

test('forgetting closes the chat and drops an answer still on its way', () => {
  render(<ConversationProbe />);
  let id = 0;
  act(() => {
    openHiringChat();
    id = askHiringChat('Remote jobs');
    forgetHiringChat();
  });
  act(() => answerHiringChat(id, { kind: 'hand-off' }));
  expect(screen.getByTestId('probe').textContent).toBe('closed:');
});
