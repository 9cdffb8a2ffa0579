import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPlotChart, type UPlotChartOptions } from './uplot-chart';

// happy-dom has no canvas, so a stand-in records what the wrapper asks of uPlot.
const created = vi.hoisted(
  () => [] as { opts: { width: number; height: number }; data: unknown; destroyed: boolean; dataSets: unknown[] }[],
);
vi.mock('uplot', () => ({
  default: class FakeUPlot {
    width: number;
    record: (typeof created)[number];
    constructor(opts: { width: number; height: number }, data: unknown, target: HTMLElement) {
      this.width = opts.width;
      this.record = { opts, data, destroyed: false, dataSets: [] };
      created.push(this.record);
      target.append(document.createElement('canvas'));
    }
    setData(data: unknown) {
      this.record.dataSets.push(data);
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

const options: UPlotChartOptions = { series: [{}, { label: 'Balance', stroke: '#1d4ed8' }] };

/** An IntersectionObserver the test scrolls by hand: `scrollNear()` tells every watcher its element is near. */
const observers: { callback: IntersectionObserverCallback; margin: string | undefined }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
    observers.push({ callback, margin: init?.rootMargin });
  }
  observe() {}
  disconnect() {}
}
function scrollNear() {
  act(() => {
    for (const { callback } of observers) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

describe('UPlotChart', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    cleanup();
    created.length = 0;
    observers.length = 0;
    vi.unstubAllGlobals();
  });

  it('does not build the chart (nor fetch uPlot) until it comes near the screen', async () => {
    render(<UPlotChart options={options} data={[[0], [1]]} label="Chart" description="One point." />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(created).toHaveLength(0);
    expect(observers[0]?.margin).toBe('800px 0px');
    scrollNear();
    await waitFor(() => expect(created).toHaveLength(1));
  });

  it('names the chart, links its text alternative and builds uPlot at the given height', async () => {
    const { unmount } = render(
      <UPlotChart
        options={options}
        data={[
          [0, 1, 2],
          [300, 200, 0],
        ]}
        label="Loan balance over time"
        description="The balance falls from $300 to $0 in 2 years."
        height={240}
      >
        <details>
          <summary>Balance by year</summary>
        </details>
      </UPlotChart>,
    );
    const chart = screen.getByRole('img', { name: 'Loan balance over time' });
    const describedBy = chart.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('The balance falls from $300 to $0 in 2 years.');
    expect(screen.getByText('Balance by year')).toBeTruthy();

    scrollNear();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.opts.height).toBe(240);
    expect(created[0]?.data).toEqual([
      [0, 1, 2],
      [300, 200, 0],
    ]);
    await waitFor(() => expect(chart.querySelector('.motion-safe\\:animate-pulse')).toBeNull());
    expect(chart.querySelector('canvas')).not.toBeNull();

    unmount();
    expect(created[0]?.destroyed).toBe(true);
  });

  it('swaps new data into the same chart instead of rebuilding it', async () => {
    const { rerender } = render(<UPlotChart options={options} data={[[0], [1]]} label="Chart" description="One point." />);
    scrollNear();
    await waitFor(() => expect(created).toHaveLength(1));
    rerender(
      <UPlotChart
        options={options}
        data={[
          [0, 1],
          [1, 2],
        ]}
        label="Chart"
        description="Two points."
      />,
    );
    await waitFor(() =>
      expect(created[0]?.dataSets).toContainEqual([
        [0, 1],
        [1, 2],
      ]),
    );
    expect(created).toHaveLength(1);
  });
});
