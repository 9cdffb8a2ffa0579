import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { COSTLY_MAJOR_RATIO } from '@domain/finance/costly';
import { useT } from '@client/shared/i18n/i18n-store';
import { useFormatters } from '@client/shared/i18n/use-formatters';
import { formatRatio, type Formatters } from '@client/ui/format';
import { parentPlusText, privateLoansText, type OutcomesT } from './outcome-texts';
import type { OutcomeRow } from './outcome-rows';

/*
 * Debt against early-career earnings for every major, drawn as an SVG scatter (not uPlot's canvas) so each
 * dot can be a real, focusable element: a label on hover and on keyboard focus, with the same figures as
 * the table below. One tab stop: arrow keys move between majors in order of debt (a roving tabindex).
 */

const OTHER_COLOR = '#475569';
const MINE_COLOR = '#b91c1c';
const HEIGHT = 340;
const MARGIN = { top: 12, right: 16, bottom: 48, left: 60 };

export type Point = {
  cip: string;
  name: string;
  mine: boolean;
  costly: boolean;
  federal: number;
  parentPlus: number | null;
  privateLoans: number | null;
  debt: number;
  earnings: number;
  ratio: number;
  grade: string;
};

export function chartPoints(rows: readonly OutcomeRow[]): Point[] {
  return rows
    .flatMap((row) =>
      row.debt !== null && row.ratio !== null && row.major.medianEarnings !== null
        ? [
            {
              cip: row.major.cip,
              name: row.major.name,
              mine: row.mine,
              costly: row.costly,
              federal: row.debt.federal,
              parentPlus: row.debt.parentPlus,
              privateLoans: row.debt.private,
              debt: row.debt.total,
              earnings: row.major.medianEarnings,
              ratio: row.ratio,
              grade: row.grade.grade,
            },
          ]
        : [],
    )
    .sort((a, b) => a.debt - b.debt || a.earnings - b.earnings || a.name.localeCompare(b.name, 'en-US'));
}

/** Everything about one dot in a sentence: the dot's accessible name and the tooltip's content. */
export function pointLabel(t: OutcomesT, format: Formatters, p: Point): string {
  const debt = {
    name: p.name,
    debt: format.usd(p.debt),
    federal: format.usd(p.federal),
    parentPlus: parentPlusText(t, format, p.parentPlus),
    private: privateLoansText(t, format, p.privateLoans),
  };
  const ratio = { ratio: formatRatio(p.ratio), grade: p.grade };
  return [
    t(p.mine ? 'outcomes.pointDebtMine' : 'outcomes.pointDebt', debt),
    t('outcomes.pointEarnings', { earnings: format.usd(p.earnings), horizon: t('outcomes.earlyCareer') }),
    t(p.costly ? 'outcomes.pointCostly' : 'outcomes.pointNotCostly', ratio),
  ].join(' ');
}

/** A sentence or two for screen readers; the full figures are in the dots' labels and the table below the chart. */
export function describeOutcomes(t: OutcomesT, points: readonly Point[], rowsOff: number): string {
  if (points.length === 0) return t('outcomes.describeEmpty');
  const costly = points.filter((p) => p.costly).length;
  const mine = points.filter((p) => p.mine);
  return [
    t('outcomes.describeScatter', { count: points.length, horizon: t('outcomes.earlyCareer'), costly }),
    mine.length > 0 ? t('outcomes.describeMine', { names: mine.map((p) => p.name).join(', ') }) : '',
    rowsOff > 0 ? t('outcomes.describeOff', { count: rowsOff }) : '',
    t('outcomes.describeKeys'),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Round tick values (1, 2 or 5 × a power of ten) covering [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const power = 10 ** Math.floor(Math.log10((max - min) / count));
  // The step whose number of ticks comes closest to `count`.
  const step = [1, 2, 5, 10]
    .map((m) => m * power)
    .reduce((best, s) => (Math.abs((max - min) / s - count) < Math.abs((max - min) / best - count) ? s : best));
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) ticks.push(Math.round(v));
  return ticks;
}

const thousands = (v: number) => `$${Math.round(v / 1000)}k`;

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(Math.max(node.clientWidth, 280));
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(Math.max(next, 280));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function Legend() {
  const t = useT('outcomes');
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800" aria-label={t('outcomes.legend')}>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" width="18" height="18">
          <circle cx="9" cy="9" r="7" fill={MINE_COLOR} />
        </svg>
        {t('outcomes.legendMine')}
      </li>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" width="18" height="18">
          <circle cx="9" cy="9" r="5" fill={OTHER_COLOR} />
        </svg>
        {t('outcomes.legendOther')}
      </li>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" width="18" height="18">
          <rect x="3" y="3" width="12" height="12" fill={OTHER_COLOR} />
        </svg>
        {t('outcomes.legendSquare')}
      </li>
      <li className="flex items-center gap-1.5">
        <svg aria-hidden="true" width="28" height="18">
          <line x1="1" y1="9" x2="27" y2="9" stroke="#b45309" strokeWidth="2" strokeDasharray="5 3" />
        </svg>
        {t('outcomes.legendLine', { ratio: COSTLY_MAJOR_RATIO })}
      </li>
    </ul>
  );
}

function Dot({ p, x, y, tabbable, onShow, onHide, onKeyDown }: DotProps) {
  const t = useT('outcomes');
  const format = useFormatters();
  const size = p.mine ? 8 : 5;
  const fill = p.mine ? MINE_COLOR : OTHER_COLOR;
  const common = {
    role: 'button',
    tabIndex: tabbable ? 0 : -1,
    'aria-label': pointLabel(t, format, p),
    'data-major': p.name,
    fill,
    stroke: 'white',
    strokeWidth: 1.5,
    className: 'cursor-pointer outline-none focus-visible:stroke-black focus-visible:[stroke-width:3]',
    onMouseEnter: onShow,
    onFocus: onShow,
    onClick: onShow,
    onMouseLeave: onHide,
    onBlur: onHide,
    onKeyDown,
  } as const;
  return p.costly ? (
    <rect x={x - size} y={y - size} width={size * 2} height={size * 2} {...common} />
  ) : (
    <circle cx={x} cy={y} r={size} {...common} />
  );
}

type DotProps = {
  p: Point;
  x: number;
  y: number;
  tabbable: boolean;
  onShow: () => void;
  onHide: () => void;
  onKeyDown: (event: KeyboardEvent<SVGElement>) => void;
};

function nextIndex(key: string, current: number, last: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowUp') return Math.min(current + 1, last);
  if (key === 'ArrowLeft' || key === 'ArrowDown') return Math.max(current - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

function Tooltip({ tip, x, y, width }: { tip: Point; x: number; y: number; width: number }) {
  const t = useT('outcomes');
  const format = useFormatters();
  // Beside the dot, on the side with more room, and never past the chart's edges (no sideways scroll on a phone).
  const tipWidth = Math.min(240, width - 16);
  const left = x > width / 2 ? Math.max(0, x - 12 - tipWidth) : Math.min(x + 12, width - tipWidth);
  return (
    <div
      aria-hidden="true"
      data-testid="outcomes-chart-tooltip"
      className="pointer-events-none absolute z-10 rounded-lg border border-slate-300 bg-white p-2 text-xs text-slate-900 shadow-lg"
      style={{ top: Math.min(Math.max(y - 10, 0), HEIGHT - 150), left, width: tipWidth }}
    >
      <p className="font-semibold">
        {tip.name}
        {tip.mine ? t('outcomes.tipMine') : ''}
      </p>
      <p>
        {t('outcomes.tipDebt', {
          debt: format.usd(tip.debt),
          federal: format.usd(tip.federal),
          parentPlus: parentPlusText(t, format, tip.parentPlus),
          private: privateLoansText(t, format, tip.privateLoans),
        })}
      </p>
      <p>{t('outcomes.tipEarnings', { earnings: format.usd(tip.earnings), horizon: t('outcomes.earlyCareer') })}</p>
      <p>
        {t('outcomes.tipRatio', { ratio: formatRatio(tip.ratio), grade: tip.grade })}{' '}
        <strong>{tip.costly ? t('outcomes.costlyLower') : t('outcomes.notCostlyLower')}</strong>
      </p>
    </div>
  );
}

type AxesProps = {
  width: number;
  xTicks: readonly number[];
  yTicks: readonly number[];
  sx: (v: number) => number;
  sy: (v: number) => number;
  domain: { xMin: number; xMax: number; yMin: number; yMax: number };
};

/** Grid, tick labels, axis titles and the dashed costly line (decoration: the dots carry the figures). */
function Axes({ width, xTicks, yTicks, sx, sy, domain }: AxesProps) {
  const t = useT('outcomes');
  const { xMin, xMax, yMin, yMax } = domain;
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  // The costly line, earnings = debt / ratio, clipped to the plot.
  const lineStart = Math.max(xMin, yMin * COSTLY_MAJOR_RATIO);
  const lineEnd = Math.min(xMax, yMax * COSTLY_MAJOR_RATIO);
  return (
    <g aria-hidden="true" className="text-[12px]" fill="#334155">
      {yTicks.map((v) => (
        <g key={`y${v}`}>
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={sy(v)} y2={sy(v)} stroke="#e2e8f0" />
          <text x={MARGIN.left - 6} y={sy(v) + 4} textAnchor="end">
            {thousands(v)}
          </text>
        </g>
      ))}
      {xTicks.map((v) => (
        <text key={`x${v}`} x={sx(v)} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle">
          {thousands(v)}
        </text>
      ))}
      <line x1={MARGIN.left} x2={width - MARGIN.right} y1={HEIGHT - MARGIN.bottom} y2={HEIGHT - MARGIN.bottom} stroke="#94a3b8" />
      <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontWeight={600}>
        {t('outcomes.axisDebt')}
      </text>
      <text transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`} textAnchor="middle" fontWeight={600}>
        {t('outcomes.axisEarnings', { horizon: t('outcomes.earlyCareer') })}
      </text>
      {lineEnd > lineStart ? (
        <line
          x1={sx(lineStart)}
          y1={sy(lineStart / COSTLY_MAJOR_RATIO)}
          x2={sx(lineEnd)}
          y2={sy(lineEnd / COSTLY_MAJOR_RATIO)}
          stroke="#b45309"
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      ) : null}
    </g>
  );
}

/** Typical total debt (x) against early-career earnings (y) for every major with both figures. */
export function OutcomesChart({ rows }: { rows: readonly OutcomeRow[] }) {
  const t = useT('outcomes');
  const points = useMemo(() => chartPoints(rows), [rows]);
  const { ref, width } = useWidth();
  const svgRef = useRef<SVGSVGElement>(null);
  const firstMine = points.findIndex((p) => p.mine);
  const [active, setActive] = useState(Math.max(firstMine, 0));
  const [shown, setShown] = useState<number | null>(null);

  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const debtValues = points.map((p) => p.debt);
  const earningsValues = points.map((p) => p.earnings);
  const xMinRaw = Math.min(...debtValues) * 0.92;
  const xMaxRaw = Math.max(...debtValues, 1000) * 1.03;
  const xTicks = niceTicks(xMinRaw, xMaxRaw, width < 480 ? 3 : 6);
  const xMin = Math.min(xTicks[0] ?? xMinRaw, xMinRaw);
  const xMax = Math.max(xTicks.at(-1) ?? xMaxRaw, xMaxRaw);
  const yMinRaw = Math.min(...earningsValues, 100_000) * 0.95;
  const yMaxRaw = Math.max(...earningsValues, 0) * 1.03;
  const yTicks = niceTicks(yMinRaw, yMaxRaw, 5);
  const yMin = Math.min(yTicks[0] ?? yMinRaw, yMinRaw);
  const yMax = Math.max(yTicks.at(-1) ?? yMaxRaw, yMaxRaw);
  const sx = (v: number) => MARGIN.left + ((v - xMin) / (xMax - xMin)) * plotWidth;
  const sy = (v: number) => MARGIN.top + (1 - (v - yMin) / (yMax - yMin)) * plotHeight;

  function move(event: KeyboardEvent<SVGElement>, index: number) {
    const next = nextIndex(event.key, index, points.length - 1);
    if (next === null) {
      if (event.key === 'Escape') setShown(null);
      return;
    }
    event.preventDefault();
    setActive(next);
    const target = svgRef.current?.querySelectorAll<SVGElement>('[data-major]')[next];
    target?.focus();
  }

  const tip = shown === null ? undefined : points[shown];

  return (
    <figure className="m-0 space-y-3">
      <Legend />
      <p className="text-sm text-slate-700">{t('outcomes.chartHelp')}</p>
      <div ref={ref} className="relative w-full">
        {points.length === 0 ? (
          <p className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700">{describeOutcomes(t, points, rows.length)}</p>
        ) : (
          <svg
            ref={svgRef}
            width={width}
            height={HEIGHT}
            role="group"
            aria-label={t('outcomes.chartLabel')}
            aria-describedby="outcomes-chart-description"
            className="block max-w-full"
          >
            <desc id="outcomes-chart-description">{describeOutcomes(t, points, rows.length - points.length)}</desc>
            <Axes width={width} xTicks={xTicks} yTicks={yTicks} sx={sx} sy={sy} domain={{ xMin, xMax, yMin, yMax }} />
            {points.map((p, index) => (
              <Dot
                key={p.cip + p.name}
                p={p}
                x={sx(p.debt)}
                y={sy(p.earnings)}
                tabbable={index === Math.min(active, points.length - 1)}
                onShow={() => {
                  setActive(index);
                  setShown(index);
                }}
                onHide={() => setShown((current) => (current === index ? null : current))}
                onKeyDown={(event) => move(event, index)}
              />
            ))}
          </svg>
        )}
        {tip ? <Tooltip tip={tip} x={sx(tip.debt)} y={sy(tip.earnings)} width={width} /> : null}
      </div>
      <figcaption className="text-sm text-slate-700">
        {t('outcomes.figcaption', { parentPlusNote: t('outcomes.parentPlusNote'), privateNote: t('outcomes.privateNote') })}
      </figcaption>
    </figure>
  );
}
