import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type uPlot from 'uplot';
import { useT } from '@client/shared/i18n/i18n-store';
import { loadOnce } from '@client/shared/lib/load-once';

/** uPlot's own option type, minus the size: the chart always fills its container's width. */
export type UPlotChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

export type UPlotChartProps = {
  /**
   * Series, axes, scales… as uPlot takes them. Memoize it (useMemo): a new object rebuilds the
   * chart, while new `data` alone is swapped in place.
   */
  options: UPlotChartOptions;
  data: uPlot.AlignedData;
  /** Accessible name of the chart, e.g. "Loan balance over time". */
  label: string;
  /**
   * Required text alternative: what the chart shows in a sentence or two, read by screen readers
   * (visually hidden). Put the full figures in `children`, e.g. a table in a <details>.
   */
  description: string;
  /** A visible alternative with the same figures (typically a <details> with a table). */
  children?: ReactNode;
  /** Plot height in CSS pixels (the width follows the container). */
  height?: number;
  className?: string;
};

type UPlotConstructor = typeof uPlot;

/** uPlot and its stylesheet are fetched the first time a chart mounts, never in a first-load chunk; a failed load is tried again. */
const loadUPlot = loadOnce<UPlotConstructor>(() =>
  Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([module]) => module.default),
);

/** How far outside the screen a chart starts loading: about a phone screen, so it is drawn before the student reaches it. */
const LOAD_MARGIN = '800px 0px';

/**
 * Whether the element is on or near the screen yet. A chart further down the page does not fetch uPlot
 * (about 22 KB gzipped) until the student scrolls toward it; without IntersectionObserver, at once.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  // No window in the build's prerender (ADR 0029); the preference only changes how the chart moves, not its markup.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * uPlot draws without animation; what still moves is the cursor: points that chase the pointer
 * and series that fade when another is hovered. Reduced-motion users get a still chart with the
 * same values in the legend.
 */
function withMotionPreference(options: UPlotChartOptions, reduced: boolean): UPlotChartOptions {
  if (!reduced) {
    return options;
  }
  return {
    ...options,
    cursor: { ...options.cursor, points: { ...options.cursor?.points, show: false } },
    focus: { alpha: 1 },
  };
}

/** A uPlot chart (line, scatter, …) that loads lazily, fills its container and has a text alternative. */
export function UPlotChart({ options, data, label, description, children, height = 300, className = '' }: UPlotChartProps) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  // The latest data, for a chart built after `data` changed while uPlot was still loading.
  const dataRef = useRef(data);
  const descriptionId = useId();
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [reducedMotion, setReducedMotion] = useState(prefersReducedMotion);
  const near = useNearViewport(containerRef);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      return;
    }
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !near) {
      return;
    }
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    loadUPlot()
      .then((UPlot) => {
        if (cancelled) {
          return;
        }
        const width = Math.max(container.clientWidth, 1);
        const chart = new UPlot({ ...withMotionPreference(options, reducedMotion), width, height }, dataRef.current, container);
        chartRef.current = chart;
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver((entries) => {
            const next = Math.floor(entries[0]?.contentRect.width ?? 0);
            if (next > 0 && next !== chart.width) {
              chart.setSize({ width: next, height });
            }
          });
          observer.observe(container);
        }
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) {
          setStatus('error');
        }
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, [options, height, reducedMotion, near]);

  useEffect(() => {
    dataRef.current = data;
    chartRef.current?.setData(data);
  }, [data]);

  return (
    <figure className={`m-0 ${className}`}>
      <div role="img" aria-label={label} aria-describedby={descriptionId} className="relative w-full" style={{ minHeight: height }}>
        {/* uPlot mounts its canvas and legend here; React never renders into this node. */}
        <div ref={containerRef} className="w-full" />
        {status === 'loading' ? (
          <div aria-hidden="true" className="absolute inset-0 rounded-lg bg-slate-100 motion-safe:animate-pulse" />
        ) : null}
      </div>
      {status === 'error' ? (
        <p role="status" className="mt-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
          {t('common.chartFailed')}
        </p>
      ) : null}
      <p id={descriptionId} className="sr-only">
        {description}
      </p>
      {children}
    </figure>
  );
}
