import { useSyncExternalStore } from 'react';

/** The visitor's answer to the analytics prompt; undefined until they answer (or ask to change it). */
export type ConsentChoice = 'granted' | 'denied';

const KEY = 'bankcsv.analyticsConsent';
const listeners = new Set<() => void>();
// The answer for this visit, for a browser whose storage is disabled.
let memory: ConsentChoice | undefined;

/** The remembered choice. */
export function currentConsent(): ConsentChoice | undefined {
  try {
    const value = localStorage.getItem(KEY);
    if (value === 'granted' || value === 'denied') return value;
  } catch {
    // Storage disabled: fall back to this visit's answer.
  }
  return memory;
}

/** Remembers the choice in this browser; undefined forgets it, so the prompt asks again. */
export function setConsent(choice: ConsentChoice | undefined): void {
  memory = choice;
  try {
    if (choice) localStorage.setItem(KEY, choice);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the choice holds for this visit only.
  }
  for (const listener of [...listeners]) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useConsent(): ConsentChoice | undefined {
  return useSyncExternalStore(subscribeConsent, currentConsent);
}
