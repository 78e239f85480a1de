import { describe, expect, it } from 'vitest';
import { classifySpecPhrase, groupedAttributes, productAttributes } from '../../src/domain/product-attributes';

describe('classifySpecPhrase', () => {
  it.each([
    ['STC 38 acoustic rating', 'performance', 'Sound transmission class (STC)', '38'],
    ['U-factor 0.29', 'performance', 'U-factor', '0.29'],
    ['R-value 5.7 per inch', 'performance', 'Thermal resistance (R-value)', 'R-5.7 per inch'],
    ['R-value 8.0 foamed-in-place insulation', 'performance', 'Thermal resistance (R-value)', 'R-8.0'],
    ['1-1/2 hour fire rating', 'performance', 'Fire rating', '1-1/2 hours'],
    ['1 hour fire rating', 'performance', 'Fire rating', '1 hour'],
    ['90 minute fire rating', 'performance', 'Fire rating', '90 minutes'],
    ['2 hour rating', 'performance', 'Fire rating', '2 hours'],
    ['F-rating up to 3 hours', 'performance', 'Fire rating (F)', 'up to 3 hours'],
    ['wind load 30 psf', 'performance', 'Wind load', '30 psf'],
    ['28-day compressive strength 5,000 psi', 'performance', 'Compressive strength', '5,000 psi'],
    ['NRC 0.70 acoustical version', 'performance', 'Noise reduction coefficient (NRC)', '0.70'],
    ['vapor permeance 0.1 perms', 'performance', 'Water vapor permeance', '0.1 perms'],
    ['1-3/4 inch thickness', 'dimensions', 'Thickness', '1-3/4 inch'],
    ['2 inch thick sections', 'dimensions', 'Thickness', '2 inch'],
    ['40 mil wet film thickness', 'dimensions', 'Wet film thickness', '40 mil'],
    ['6-3/4 inch jamb depth', 'dimensions', 'Jamb depth', '6-3/4 inch'],
    ['16-gauge cold-rolled steel face sheets', 'dimensions', 'Gauge', '16-gauge cold-rolled steel face sheets'],
    ['plain-sliced white oak veneer', 'construction', 'Finish', 'Plain-sliced white oak veneer'],
    ['2 inch foam core', 'construction', 'Construction', '2 inch foam core'],
    ['continuously welded vertical edges', 'construction', 'Construction', 'Continuously welded vertical edges'],
  ])('%s', (phrase, group, label, value) => {
    expect(classifySpecPhrase(phrase)).toEqual({ group, label, value });
  });
});

describe('productAttributes', () => {
  const rows = productAttributes({
    specs: ['continuously welded vertical edges', 'STC 42 acoustic rating', '1-3/4 inch thickness'],
    standards: ['ANSI/SDI A250.8 Level 3', 'UL 10C'],
    warrantyYears: 10,
  });

  it('orders rows by data-sheet group, keeping the catalog order inside a group', () => {
    expect(rows.map((r) => r.group)).toEqual(['performance', 'dimensions', 'construction', 'standards', 'standards', 'warranty']);
    expect(rows.filter((r) => r.group === 'standards').map((r) => r.value)).toEqual(['ANSI/SDI A250.8 Level 3', 'UL 10C']);
    expect(rows.at(-1)).toEqual({ group: 'warranty', label: 'Limited warranty', value: '10 years' });
  });

  it('leaves the warranty out when there is none, and groups for display without empty groups', () => {
    const none = productAttributes({ specs: ['STC 33 acoustic rating'], standards: [], warrantyYears: null });
    expect(none).toEqual([{ group: 'performance', label: 'Sound transmission class (STC)', value: '33' }]);
    expect(groupedAttributes(none).map((g) => g.title)).toEqual(['Performance']);
    expect(groupedAttributes(rows).map((g) => g.title)).toEqual(['Performance', 'Dimensions', 'Construction and finish', 'Standards tested to', 'Warranty']);
  });
});
