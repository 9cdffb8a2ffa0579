import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_OPT_OUT_KEY, flushAnalytics, setOptedOut, trackEvent, trackPageView } from './analytics';

type Sent = { url: string; events: unknown[]; type: string };
let sent: Sent[];

async function readBeacons(): Promise<Sent[]> {
  return sent;
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  localStorage.clear();
  window.history.replaceState(null, '', '/careers?q=nurse#top');
  vi.stubGlobal('navigator', {
    ...navigator,
    doNotTrack: null,
    globalPrivacyControl: undefined,
    sendBeacon: (url: string, body: Blob) => {
      void body.text().then((text) => sent.push({ url, type: body.type, events: (JSON.parse(text) as { events: unknown[] }).events }));
      return true;
    },
  });
});
afterEach(() => {
  flushAnalytics();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('trackPageView', () => {
  it('records the path it is given (the page viewed before the module loaded), not the current one', async () => {
    trackPageView('/about?ref=x');
    flushAnalytics();
    await vi.advanceTimersByTimeAsync(0);
    expect((await readBeacons())[0]?.events).toEqual([{ name: 'page_view', path: '/about' }]);
  });

  it('records nothing for a visitor who opted out', async () => {
    localStorage.setItem(ANALYTICS_OPT_OUT_KEY, '1');
    trackPageView('/about');
    flushAnalytics();
    await vi.advanceTimersByTimeAsync(0);
    expect(await readBeacons()).toEqual([]);
  });
});

describe('trackEvent', () => {
  it('batches events and sends them as one JSON beacon after 5 s, with the path only', async () => {
    trackEvent('page_view');
    trackEvent('calculator_used', { calculator: 'loan' });
    await vi.advanceTimersByTimeAsync(4900);
    expect(await readBeacons()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(await readBeacons()).toEqual([
      {
        url: '/api/analytics/events',
        type: 'application/json',
        events: [
          { name: 'page_view', path: '/careers' },
          { name: 'calculator_used', path: '/careers', props: { calculator: 'loan' } },
        ],
      },
    ]);
  });

  it('sends at once when the batch is full', async () => {
    for (let i = 0; i < 50; i++) trackEvent('page_view');
    await vi.advanceTimersByTimeAsync(0);
    expect((await readBeacons()).map((beacon) => beacon.events.length)).toEqual([50]);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing under %s', async (_label, signal) => {
    vi.stubGlobal('navigator', { ...navigator, ...signal });
    trackEvent('page_view');
    flushAnalytics();
    await vi.advanceTimersByTimeAsync(6000);
    expect(await readBeacons()).toEqual([]);
  });

  it('drops what is queued and sends nothing after the opt-out, and starts again after opting back in', async () => {
    trackEvent('page_view');
    setOptedOut(true);
    expect(localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('1');
    trackEvent('feedback_sent');
    await vi.advanceTimersByTimeAsync(6000);
    expect(await readBeacons()).toEqual([]);
    setOptedOut(false);
    trackEvent('feedback_sent');
    flushAnalytics();
    await vi.advanceTimersByTimeAsync(0);
    expect((await readBeacons())[0]?.events).toEqual([{ name: 'feedback_sent', path: '/careers' }]);
  });
});
