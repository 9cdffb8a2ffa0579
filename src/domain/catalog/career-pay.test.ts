import { describe, expect, it } from 'vitest';
import { annualOpeningsText, careerPayText } from './career-pay';

describe('careerPayText', () => {
  it('shows a published annual median in whole dollars', () => {
    expect(careerPayText({ medianPay: 62350, payKind: 'annual', hourlyMedianPay: 29.98 })).toBe('$62,350');
    expect(careerPayText({ medianPay: 62350, payKind: undefined, hourlyMedianPay: undefined })).toBe('$62,350');
  });
  it('shows top-coded pay as "$239,200 or more", never 0', () => {
    expect(careerPayText({ medianPay: null, payKind: 'top-coded', hourlyMedianPay: null })).toBe('$239,200 or more');
  });
  it('shows hourly-only pay as hourly', () => {
    expect(careerPayText({ medianPay: null, payKind: 'hourly only', hourlyMedianPay: 42.45 })).toBe(
      '$42.45 an hour (annual pay not published)',
    );
  });
  it('says "not reported" for suppressed, missing or zero figures', () => {
    expect(careerPayText({ medianPay: null, payKind: 'not available', hourlyMedianPay: null })).toBe('not reported');
    expect(careerPayText({ medianPay: null, payKind: 'hourly only', hourlyMedianPay: null })).toBe('not reported');
    expect(careerPayText({ medianPay: 0, payKind: 'annual', hourlyMedianPay: 0 })).toBe('not reported');
    expect(careerPayText({ medianPay: null, payKind: null, hourlyMedianPay: null })).toBe('not reported');
  });
});

describe('annualOpeningsText', () => {
  it('formats openings a year and never shows 0', () => {
    expect(annualOpeningsText(81000)).toBe('81,000 a year');
    expect(annualOpeningsText(0)).toBe('not reported');
    expect(annualOpeningsText(null)).toBe('not reported');
  });
});
