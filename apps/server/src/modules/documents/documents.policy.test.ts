import { isValidTrackingNumber, QUEUE_RECOGNITION_WINDOW_MS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { newReaders, normalizeTracking, trackingProblem, withinRecognitionWindow } from './documents.policy.ts';
import { s10TrackingNumber } from './documents.seed.ts';

describe('documents policy', () => {
  it('new readers: the wanted users not yet readers, once each, in the order asked', () => {
    expect(newReaders([1, 2], [3, 2, 3, 4, 1])).toEqual([3, 4]);
    expect(newReaders([], [5])).toEqual([5]);
    expect(newReaders([5], [5])).toEqual([]);
  });

  it('tracking numbers: spaces dropped, upper case; 14 digits or S10 with its check digit', () => {
    expect(normalizeTracking(' ra 123456785 ru ')).toBe('RA123456785RU');
    expect(trackingProblem('RA123456785RU')).toBeNull();
    expect(trackingProblem('ra 123456785 ru')).toBeNull();
    expect(trackingProblem('80100000000000')).toBeNull();
    expect(trackingProblem('RA123456784RU')).toBe('documents.trackingInvalid');
    expect(trackingProblem('8010000000000')).toBe('documents.trackingInvalid');
    expect(trackingProblem('')).toBe('documents.trackingInvalid');
  });

  it('the seed makes valid S10 numbers (every check digit case)', () => {
    for (let serial = 0; serial < 2000; serial += 7) expect(isValidTrackingNumber(s10TrackingNumber(serial))).toBe(true);
  });

  it('a scan is recognized within 5 minutes after the sheet was sent (spec 3 §9)', () => {
    const sent = new Date('2026-11-27T10:00:00Z');
    expect(withinRecognitionWindow(sent, new Date(sent.getTime() + 1000))).toBe(true);
    expect(withinRecognitionWindow(sent, new Date(sent.getTime() + QUEUE_RECOGNITION_WINDOW_MS))).toBe(true);
    expect(withinRecognitionWindow(sent, new Date(sent.getTime() + QUEUE_RECOGNITION_WINDOW_MS + 1))).toBe(false);
    // A small clock skew between app servers is tolerated, not a scan from before the sheet.
    expect(withinRecognitionWindow(sent, new Date(sent.getTime() - 30_000))).toBe(true);
    expect(withinRecognitionWindow(sent, new Date(sent.getTime() - 120_000))).toBe(false);
  });
});
