import { describe, it, expect } from 'vitest';
import * as C from '../../src/domain/constants';

describe('constants', () => {
  it('matches SPEC §9', () => {
    expect({
      DEFAULT_MF: C.DEFAULT_MF,
      FEATURED_SAMPLE_SIZE: C.FEATURED_SAMPLE_SIZE,
      CATALOG_ALT_TEXT_LENGTH: C.CATALOG_ALT_TEXT_LENGTH,
      WIZARD_SEARCH_PAGE_SIZE: C.WIZARD_SEARCH_PAGE_SIZE,
      USER_COOKIE_DAYS: C.USER_COOKIE_DAYS,
      USER_COOKIE_DEFAULT_DAYS: C.USER_COOKIE_DEFAULT_DAYS,
      TOAST_DEFAULT_MS: C.TOAST_DEFAULT_MS,
      TOAST_MAX: C.TOAST_MAX,
      WIZARD_TOAST_MS: C.WIZARD_TOAST_MS,
      ANALYTICS_NAV_DELAY_MS: C.ANALYTICS_NAV_DELAY_MS,
      BUILD_RELOAD_GUARD_MS: C.BUILD_RELOAD_GUARD_MS,
      PRELOAD_CONCURRENCY: C.PRELOAD_CONCURRENCY,
      MODAL_BASE_Z_INDEX: C.MODAL_BASE_Z_INDEX,
      MODAL_Z_INDEX_STEP: C.MODAL_Z_INDEX_STEP,
      SWIPE_CLOSE_RATIO: C.SWIPE_CLOSE_RATIO,
      QUICK_SWIPE_MS: C.QUICK_SWIPE_MS,
      ONE_HOUR_MS: C.ONE_HOUR_MS,
      SEARCH_PAGE_SIZE: C.SEARCH_PAGE_SIZE,
    }).toEqual({
      DEFAULT_MF: '04',
      FEATURED_SAMPLE_SIZE: 4,
      CATALOG_ALT_TEXT_LENGTH: 80,
      WIZARD_SEARCH_PAGE_SIZE: 10,
      USER_COOKIE_DAYS: 400,
      USER_COOKIE_DEFAULT_DAYS: 365,
      TOAST_DEFAULT_MS: 5000,
      TOAST_MAX: 20,
      WIZARD_TOAST_MS: 3000,
      ANALYTICS_NAV_DELAY_MS: 250,
      BUILD_RELOAD_GUARD_MS: 10000,
      PRELOAD_CONCURRENCY: 5,
      MODAL_BASE_Z_INDEX: 1000,
      MODAL_Z_INDEX_STEP: 2,
      SWIPE_CLOSE_RATIO: 0.1,
      QUICK_SWIPE_MS: 300,
      ONE_HOUR_MS: 3600000,
      SEARCH_PAGE_SIZE: 20,
    });
  });
});

describe('catalogPageAltText', () => {
  it('keeps short text as is', () => {
    expect(C.catalogPageAltText('Steel doors')).toBe('Steel doors');
  });

  it('collapses whitespace and trims', () => {
    expect(C.catalogPageAltText('  Steel\n\n doors\tand   frames  ')).toBe('Steel doors and frames');
  });

  it('cuts to the first 80 characters', () => {
    const text = 'x'.repeat(100);
    expect(C.catalogPageAltText(text)).toBe('x'.repeat(80));
    const words = 'abcdefghi '.repeat(20);
    const alt = C.catalogPageAltText(words);
    expect(alt).toBe('abcdefghi '.repeat(8).trimEnd());
    expect(alt.length).toBe(79);
  });

  it('counts characters after collapsing whitespace', () => {
    expect(C.catalogPageAltText(`${' '.repeat(200)}${'y'.repeat(90)}`)).toBe('y'.repeat(80));
  });

  it('handles empty and astral text', () => {
    expect(C.catalogPageAltText('')).toBe('');
    expect(C.catalogPageAltText('   ')).toBe('');
    expect(C.catalogPageAltText('🏠'.repeat(100))).toBe('🏠'.repeat(80));
  });
});

describe('modalZIndex', () => {
  it.each([
    [0, 1000],
    [1, 1002],
    [2, 1004],
    [10, 1020],
    [-3, 1000],
    [1.7, 1002],
    [NaN, 1000],
  ])('depth %d → %d', (depth, z) => {
    expect(C.modalZIndex(depth)).toBe(z);
  });
});
