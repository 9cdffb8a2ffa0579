import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from './track-event';

const { trackEventAt } = vi.hoisted(() => ({ trackEventAt: vi.fn() }));
vi.mock('./analytics', () => ({ trackEventAt }));

afterEach(() => {
  trackEventAt.mockReset();
  window.history.replaceState({}, '', '/');
});

describe('trackEvent', () => {
  it('records the event at the path the visitor was on, though the analytics module arrives after they moved on', async () => {
    window.history.pushState({}, '', '/calculator?loan=20000_6.39_federal_new');
    trackEvent('calculator_used', { calculator: 'loan' });
    window.history.pushState({}, '', '/dashboard');
    expect(trackEventAt).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(trackEventAt).toHaveBeenCalledWith('/calculator', 'calculator_used', { calculator: 'loan' }));
    expect(trackEventAt).toHaveBeenCalledTimes(1);
  });

  it('passes an event without properties as it is', async () => {
    window.history.pushState({}, '', '/feedback');
    trackEvent('feedback_sent');
    await vi.waitFor(() => expect(trackEventAt).toHaveBeenCalledWith('/feedback', 'feedback_sent'));
  });
});
