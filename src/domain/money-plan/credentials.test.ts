import { describe, expect, it } from 'vitest';
import {
  canFinishTransfer,
  canStartTransfer,
  credentialChoicesSchema,
  defaultCredential,
  offeredCredentials,
  plannedCredential,
} from './credentials';
import { credentialYears, programYears } from './money-plan';

describe('offeredCredentials', () => {
  it('lists the certificate, associate’s and bachelor’s levels the college reported programs at, shortest first', () => {
    expect(offeredCredentials([3, 2, 5, 2, 1], 'bachelor')).toEqual([
      { credential: 'certificate', basis: 'programs' },
      { credential: 'associate', basis: 'programs' },
      { credential: 'bachelor', basis: 'programs' },
    ]);
    // Graduate levels (4-8) are not planned credentials.
    expect(offeredCredentials([2, 5, 6], 'associate')).toEqual([{ credential: 'associate', basis: 'programs' }]);
  });

  it('falls back to the predominant degree, marked assumed, when no program says; graduate stands for the bachelor’s', () => {
    expect(offeredCredentials([], 'certificate')).toEqual([{ credential: 'certificate', basis: 'assumed' }]);
    expect(offeredCredentials([5], 'graduate')).toEqual([{ credential: 'bachelor', basis: 'assumed' }]);
    expect(offeredCredentials([], null)).toEqual([]);
  });
});

describe('the planned credential', () => {
  const offered = offeredCredentials([1, 2], 'certificate');
  it('defaults to what the college mostly awards, else the longest offered', () => {
    expect(defaultCredential(offered, 'certificate')).toBe('certificate');
    expect(defaultCredential(offered, 'bachelor')).toBe('associate');
    expect(defaultCredential([], 'bachelor')).toBeNull();
  });
  it('keeps the family’s choice only where the college awards it', () => {
    expect(plannedCredential('associate', offered, 'certificate')).toBe('associate');
    expect(plannedCredential('bachelor', offered, 'certificate')).toBe('certificate');
    expect(plannedCredential(undefined, offered, 'certificate')).toBe('certificate');
  });
});

describe('years per credential', () => {
  it('a bachelor’s 4, an associate’s 2, a certificate 1 (an assumption)', () => {
    expect(credentialYears('bachelor')).toEqual({ years: 4, basis: 'bachelor', assumption: false });
    expect(credentialYears('associate')).toEqual({ years: 2, basis: 'associate', assumption: false });
    expect(credentialYears('certificate')).toEqual({ years: 1, basis: 'certificate', assumption: true });
  });
  it('a college of certificates is planned as 1 year, not four', () => {
    expect(programYears('certificate')).toEqual({ years: 1, basis: 'certificate', assumption: true });
  });
});

describe('credentialChoicesSchema', () => {
  it('takes UNITIDs to credentials and refuses other credentials and ids, by code', () => {
    expect(credentialChoicesSchema.safeParse({ '204796': 'bachelor', '205841': 'associate' }).success).toBe(true);
    const bad = credentialChoicesSchema.safeParse({ '204796': 'master' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('transfer-plan.credential_invalid');
    const id = credentialChoicesSchema.safeParse({ abc: 'bachelor' });
    expect(id.success ? null : id.error.issues[0]?.message).toBe('transfer-plan.college_id_invalid');
  });
});

describe('which colleges a transfer route can use', () => {
  it('starts at a two-year college or one awarding an associate’s, and finishes where the bachelor’s is awarded', () => {
    expect(canStartTransfer([], 'certificate')).toBe(true);
    expect(canStartTransfer(offeredCredentials([2, 3], 'bachelor'), 'bachelor')).toBe(true);
    expect(canStartTransfer(offeredCredentials([3], 'bachelor'), 'bachelor')).toBe(false);
    expect(canFinishTransfer(offeredCredentials([], 'graduate'))).toBe(true);
    expect(canFinishTransfer(offeredCredentials([1, 2], 'associate'))).toBe(false);
  });
});
