import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, FUNNEL_STEPS, funnelBits, MAX_EVENTS_PER_BATCH, pathOnly } from './events';
import { analyticsBatchSchema, analyticsEventSchema } from './schemas';

describe('event schema', () => {
  it('accepts every event name with its props', () => {
    const props: Record<string, unknown> = {
      calculator_used: { calculator: 'debt' },
      game_finished: { game: 'memory-match' },
      web_vital: { metric: 'INP', value: 120 },
    };
    for (const name of ANALYTICS_EVENTS) {
      const event = name in props ? { name, path: '/x', props: props[name] } : { name, path: '/x' };
      expect(analyticsEventSchema.safeParse(event).success, name).toBe(true);
    }
  });

  it.each([
    { name: 'page_view', path: 'dashboard' },
    { name: 'page_view', path: '/a?b=c' },
    { name: 'page_view', path: '/a b' },
    { name: 'page_view' },
    { name: 'calculator_used', path: '/calculator' },
    { name: 'web_vital', path: '/', props: { metric: 'CLS', value: 101 } },
    { name: 'web_vital', path: '/', props: { metric: 'LCP', value: '12' } },
  ])('refuses %j', (event) => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(false);
  });

  it('caps the batch size', () => {
    const events = (n: number) => Array.from({ length: n }, () => ({ name: 'page_view', path: '/' }));
    expect(analyticsBatchSchema.safeParse({ events: events(MAX_EVENTS_PER_BATCH) }).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: events(MAX_EVENTS_PER_BATCH + 1) }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
  });
});

describe('funnelBits', () => {
  it('marks every event as a visit and the funnel events as their step', () => {
    expect(funnelBits('page_view')).toBe(1);
    expect(funnelBits('calculator_used')).toBe(1);
    expect(funnelBits('journey_started')).toBe(0b11);
    expect(funnelBits('premium_started')).toBe(1 | (1 << (FUNNEL_STEPS.length - 1)));
  });
});

describe('pathOnly', () => {
  it('drops the query string and fragment', () => {
    expect(pathOnly('/careers?q=nurse#top')).toBe('/careers');
    expect(pathOnly('/a#b')).toBe('/a');
    expect(pathOnly('?x')).toBe('/');
    expect(pathOnly(`/${'a'.repeat(300)}`)).toHaveLength(200);
  });
});
