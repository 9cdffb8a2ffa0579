import { createContext, createElement, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { AREAS } from '@locales/areas';
import { detectLocale, INTL_LOCALE, LOCALE_STORAGE_KEY, type Locale } from '@domain/i18n/locales';
import type { Area, CoreMessages } from '@locales/keys';
import { translator, type Translate } from './messages';

/*
 * The active language and its catalogs (ADR 0027). The core catalog (shell, auth,
 * common) loads before the first render; each area's catalog is its own chunk, loaded when a
 * page first asks for it (`useT('forum')`, which suspends until then). A visit loads only the
 * active language's chunks, and only the areas its pages use. The state lives outside React,
 * so switching re-renders the page in place: no reload, no remount, answers in progress stay.
 */
export type I18nState = {
  locale: Locale;
  intlLocale: string;
  t: Translate<Area>;
  /** The areas loaded for this language. */
  areas: ReadonlySet<Area>;
};

type Catalog = Partial<Record<string, string>>;

const coreLoaders: Record<Locale, () => Promise<CoreMessages>> = {
  en: () => import('@locales/en').then((module) => module.messages),
  es: () => import('@locales/es').then((module) => module.messages),
};
const cores = new Map<Locale, CoreMessages>();
/** Each language's loaded areas, by area. */
const areaCatalogs = new Map<Locale, Map<Area, Catalog>>();
/** Loads in flight or done, by `${locale}:${areas}`: a suspended page is handed the same promise on every render. */
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let state: I18nState | null = null;

const areasOf = (locale: Locale): Map<Area, Catalog> => {
  let areas = areaCatalogs.get(locale);
  if (!areas) areaCatalogs.set(locale, (areas = new Map()));
  return areas;
};

function apply(locale: Locale) {
  const core = cores.get(locale);
  if (!core) return;
  const areas = areasOf(locale);
  const merged: Catalog = { ...core };
  for (const catalog of areas.values()) Object.assign(merged, catalog);
  state = { locale, intlLocale: INTL_LOCALE[locale], t: translator(merged, INTL_LOCALE[locale]), areas: new Set(areas.keys()) };
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

async function loadCore(locale: Locale): Promise<void> {
  if (!cores.has(locale)) cores.set(locale, await coreLoaders[locale]());
}

async function loadArea(locale: Locale, area: Area): Promise<void> {
  const areas = areasOf(locale);
  if (!areas.has(area)) areas.set(area, await AREAS[area][locale]());
}

/** Loads these areas of a language; once loaded, the state shows them if that language is active. */
export function loadAreas(locale: Locale, areas: readonly Area[]): Promise<void> {
  const key = `${locale}:${[...areas].sort().join(',')}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(areas.map((area) => loadArea(locale, area))).then(() => {
      if (state?.locale === locale) apply(locale);
    });
    // A failed chunk (offline, or a deploy replaced it) may be retried by the next render.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Whether this browser remembers a language the visitor chose. */
export const hasStoredLocale = () => storedLocale() !== null;

/**
 * The language of this visit: the browser's remembered choice, else the language the server
 * chose from Accept-Language (index.html's `<html lang>`), else the browser's own list.
 */
export function initialLocale(): Locale {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  const served = typeof document === 'undefined' ? null : document.documentElement.dataset.acceptLanguage;
  return detectLocale(storedLocale(), served ? [served, ...preferred] : preferred);
}

/**
 * Loads a language's core and every area the visit has loaded so far, then makes it active
 * (the page re-renders once, already translated). `remember` stores the choice in this browser.
 */
export async function setLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  const inUse = state ? [...state.areas] : [];
  await Promise.all([loadCore(locale), loadAreas(locale, inUse)]);
  if (remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this page.
    }
  }
  apply(locale);
}

/** Tests: a whole language given directly (core and areas), active at once. */
export function primeLocale(locale: Locale, core: CoreMessages, areas: Partial<Record<Area, Catalog>> = {}) {
  cores.set(locale, core);
  const loaded = areasOf(locale);
  for (const [area, catalog] of Object.entries(areas) as [Area, Catalog][]) loaded.set(area, catalog);
  apply(locale);
}

export const currentLocale = (): Locale | undefined => state?.locale;

/** The active language's translate function, outside React (the build's prerender titles its pages with it). */
export const currentTranslate = (): Translate<Area> => snapshot().t;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): I18nState {
  if (!state) throw new Error('No language is loaded yet: main.tsx awaits setLocale() before rendering.');
  return state;
}

/** The active language: `const { locale, intlLocale } = useI18n()`. */
export function useI18n(): I18nState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/*
 * A part of a page in another language than the active one: a document printed for someone who reads the other
 * language (a student's report in the family's language), while the page around it stays in the reader's. Inside
 * a scope, useT and useFormatters answer in the scope's language; the rest of the app is untouched.
 */
const ScopeContext = createContext<Locale | null>(null);

/** A load React can read without suspending once it is done (React reads a promise's `status` and `value`). */
type TrackedLoad = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };
/** A scope's core and areas, by `${locale}:${areas}`: one promise per key, so every render of a scope reads the same. */
const scopeLoads = new Map<string, TrackedLoad>();
function scopeReady(locale: Locale, areas: readonly Area[]): Promise<void> {
  const key = `${locale}:${[...areas].sort().join(',')}`;
  let load = scopeLoads.get(key);
  if (!load) {
    const tracked: TrackedLoad = Promise.all([loadCore(locale), loadAreas(locale, areas)]).then(() => undefined);
    tracked.status = 'pending';
    tracked.then(
      () => {
        tracked.status = 'fulfilled';
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
        // A failed chunk may be retried by the next render.
        scopeLoads.delete(key);
      },
    );
    scopeLoads.set(key, (load = tracked));
  }
  return load;
}

/** A scope's translate function, rebuilt when more of its language's areas have loaded. */
const scoped = new Map<Locale, { size: number; t: Translate<Area> }>();
function scopedTranslate(locale: Locale): Translate<Area> {
  const areas = areasOf(locale);
  const cached = scoped.get(locale);
  if (cached && cached.size === areas.size) return cached.t;
  const merged: Catalog = { ...cores.get(locale) };
  for (const catalog of areas.values()) Object.assign(merged, catalog);
  const t = translator(merged, INTL_LOCALE[locale]);
  scoped.set(locale, { size: areas.size, t });
  return t;
}

/** Renders its children in `locale` (their texts, numbers and dates), marked with `lang` for screen readers. */
export function LanguageScope({ locale, children, className }: { locale: Locale; children: ReactNode; className?: string }) {
  return createElement(ScopeContext.Provider, { value: locale }, createElement('div', { lang: locale, className }, children));
}

/** The language the component renders in: its scope's, else the active one. */
export function useScopedLocale(): { locale: Locale; intlLocale: string } {
  const current = useI18n();
  const locale = useContext(ScopeContext) ?? current.locale;
  return { locale, intlLocale: INTL_LOCALE[locale] };
}

/**
 * The translate function for the core and the given areas: `const t = useT('forum')`.
 * The first render of an area suspends (the nearest <Suspense> shows its fallback) until the
 * area's chunk for the active language has loaded.
 */
export function useT<A extends Area = never>(...areas: A[]): Translate<A> {
  const current = useI18n();
  const scope = useContext(ScopeContext);
  if (scope !== null && scope !== current.locale) {
    // Always one use() here, loaded or not: a render that suspended must make the same use() calls when replayed.
    use(scopeReady(scope, areas));
    return scopedTranslate(scope);
  }
  const missing = areas.filter((area) => !current.areas.has(area));
  if (missing.length > 0) use(loadAreas(current.locale, missing));
  return current.t;
}
