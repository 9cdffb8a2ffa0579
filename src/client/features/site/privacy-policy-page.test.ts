import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS, SYNCED_KEYS } from '@domain/progress/local-state';
import { POLICY_DEVICE_KEYS, POLICY_SYNCED_KEYS } from './privacy-policy-page';

// The privacy policy names every local key and says truthfully which ones reach the server.
describe('privacy policy', () => {
  it('lists exactly the keys that are synced when signed in', () => {
    expect(POLICY_SYNCED_KEYS.flatMap((entry) => entry.keys).toSorted()).toEqual([...SYNCED_KEYS].sort());
  });

  it('lists the remaining local keys as staying on the device', () => {
    const deviceOnly = LOCAL_KEYS.filter((key) => !(SYNCED_KEYS as readonly string[]).includes(key));
    expect(POLICY_DEVICE_KEYS.flatMap((entry) => entry.keys).toSorted()).toEqual([...deviceOnly].sort());
  });
});
