/*
 * The app taking over a prerendered page (ADR 0031). Its form shows before the app runs: what a visitor types or picks
 * there in the meantime is in the page but not in React's state, and React neither reports it nor keeps it (the first
 * render after hydration puts the rendered value back). So main.tsx notes, just before hydrating, every control whose
 * value differs from the HTML's, and once the page has hydrated (page-hydrated.ts; React stops an event sent earlier)
 * each is replayed as the event the visitor's typing would have fired, so the page's own handlers take it.
 */

import type { QueryClient } from '@tanstack/react-query';
import { afterPageHydrates } from './page-hydrated';

/**
 * A page the server rendered with its first API answer (ADR 0047) sends that answer beside #root, with the key the page
 * reads it under: in the cache before hydration, the page's first render is the server's. Here rather than in the entry,
 * which every first visit loads; only a page being hydrated needs it. In another language main.tsx renders anew and
 * the page asks for its own answer instead.
 */
export function seedPageData(queryClient: QueryClient): void {
  const text = document.getElementById('page-data')?.textContent;
  if (!text) return;
  const { queryKey, data } = JSON.parse(text) as { queryKey: unknown[]; data: unknown };
  // Kept however long the start takes: collected before the first render, the page would hydrate a spinner over it.
  queryClient.setQueryDefaults(queryKey, { gcTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(queryKey, data);
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface EarlyChange {
  control: Control;
  /** A text control's value, a checkbox's or radio's checked state, a select's chosen option values. */
  value: string | boolean | string[];
  /** A text control's value in the HTML. */
  rendered: string;
}

let pending: EarlyChange[] = [];

const isToggle = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

// Read from the markup, as the DOM defines the defaults: the prerender wrote them as attributes and text.
function changeOf(control: Control): EarlyChange | undefined {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (!options.some((option) => option.selected !== option.hasAttribute('selected'))) return undefined;
    return { control, value: options.filter((option) => option.selected).map((option) => option.value), rendered: '' };
  }
  // A chosen file cannot be set again by a script (nor is there a file input on a prerendered page).
  if (control instanceof HTMLInputElement && control.type === 'file') return undefined;
  if (control instanceof HTMLInputElement && isToggle(control)) {
    return control.checked === control.hasAttribute('checked') ? undefined : { control, value: control.checked, rendered: '' };
  }
  const rendered = control instanceof HTMLTextAreaElement ? (control.textContent ?? '') : (control.getAttribute('value') ?? '');
  return control.value === rendered ? undefined : { control, value: control.value, rendered };
}

/** Notes the controls in `root` that the visitor has changed from the prerendered HTML. */
export function noteEarlyChanges(root: HTMLElement): void {
  pending = [];
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    const change = changeOf(control);
    if (change) pending.push(change);
  }
  afterPageHydrates(replayEarlyChanges);
}

/** The browser's own value setter: React watches the element's, and fires onChange only when the two disagree. */
function setValueNatively(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

/** Replays the noted changes as events; a control React replaced is skipped. */
function replayEarlyChanges(): void {
  const changes = pending;
  pending = [];
  for (const { control, value, rendered } of changes) {
    if (!control.isConnected || control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      const chosen = value as string[];
      for (const option of control.options) option.selected = chosen.includes(option.value);
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLInputElement && isToggle(control)) {
      // React tracks the state it rendered; a click from it toggles to the visitor's choice and fires onChange.
      control.checked = !value;
      control.click();
    } else {
      control.value = rendered;
      setValueNatively(control, value as string);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
