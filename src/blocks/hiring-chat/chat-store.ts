import { useSyncExternalStore } from 'react';

import type { ChatAnswer } from './chat-answer';

/** One question and its answer (null while it is being found). */
export interface ChatExchange {
  id: number;
  question: string;
  answer: ChatAnswer | null;
}

interface ChatState {
  isOpen: boolean;
  exchanges: readonly ChatExchange[];
}

const INITIAL: ChatState = { isOpen: false, exchanges: [] };

/*
 * The conversation lives outside React, in the browser's memory of this page: the widget
 * unmounts on a job's page and mounts again on the list, and the conversation must survive that
 * (and be forgotten when the visitor leaves the job pages: see HiringChatSlot). Only event
 * handlers write it, never a render, so the server's copy stays empty.
 */
let state = INITIAL;
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: ChatState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the chat; focus returns to what had it when the chat closes. */
export function openHiringChat() {
  update({ ...state, isOpen: true });
}

export function closeHiringChat() {
  update({ ...state, isOpen: false });
}

/** Adds a question awaiting its answer; returns its id. */
export function askHiringChat(question: string): number {
  const id = nextId;
  nextId += 1;
  update({ ...state, exchanges: [...state.exchanges, { id, question, answer: null }] });
  return id;
}

/** Gives a question its answer; one asked before the conversation was forgotten is dropped. */
export function answerHiringChat(id: number, answer: ChatAnswer) {
  if (!state.exchanges.some((exchange) => exchange.id === id)) return;
  update({
    ...state,
    exchanges: state.exchanges.map((exchange) =>
      exchange.id === id ? { ...exchange, answer } : exchange,
    ),
  });
}

export function forgetHiringChat() {
  if (state !== INITIAL) update(INITIAL);
}

/** The conversation and whether the chat is open; the server always sees it closed and empty. */
export const useHiringChatState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
