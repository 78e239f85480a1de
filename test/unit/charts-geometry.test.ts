import { describe, expect, it } from 'vitest';
import { barGeometry, columnGeometry, labelStep, plotArea, scaleValue, wrapLabel } from '../../src/domain/charts/geometry';

const box = { width: 500, height: 300, margin: { top: 20, right: 0, bottom: 80, left: 100 } };
const data = [
  { label: 'a', value: 10 },
  { label: 'b', value: 5 },
  { label: 'c', value: 0 },
  { label: 'd', value: 20 },
];

describe('columnGeometry', () => {
  it('places columns in equal bands, heights proportional to the value, standing on the baseline', () => {
    const { plot, band, bars } = columnGeometry(data, box, 20, { gap: 0.5 });
    expect(plot).toEqual({ x: 100, y: 20, width: 400, height: 200 });
    expect(band).toBe(100);
    expect(bars.map((b) => b.height)).toEqual([100, 50, 0, 200]);
    expect(bars.map((b) => b.y + b.height)).toEqual([220, 220, 220, 220]);
    expect(bars.map((b) => b.x)).toEqual([125, 225, 325, 425]);
    expect(bars.every((b) => b.width === 50)).toBe(true);
    expect(bars[3].datum).toEqual({ label: 'd', value: 20 });
  });

  it('caps the thickness of few, wide columns and centres them in their band', () => {
    const { bars } = columnGeometry([{ label: 'x', value: 1 }], box, 1, { maxThickness: 40 });
    expect(bars[0]).toMatchObject({ x: 280, width: 40, height: 200, y: 20 });
  });
});

describe('barGeometry', () => {
  it('grows bars from the left edge, widths proportional, first bar at the top', () => {
    const { plot, bars } = barGeometry(data, box, 20, { gap: 0 });
    expect(bars.map((b) => b.width)).toEqual([200, 100, 0, 400]);
    expect(bars.every((b) => b.x === plot.x)).toBe(true);
    expect(bars.map((b) => b.y)).toEqual([20, 70, 120, 170]);
    expect(bars.every((b) => b.height === 50)).toBe(true);
  });
});

describe('scaling helpers', () => {
  it('clamps values to the axis and treats a zero axis as empty', () => {
    expect(scaleValue(30, 20, 100)).toBe(100);
    expect(scaleValue(-3, 20, 100)).toBe(0);
    expect(scaleValue(3, 0, 100)).toBe(0);
    expect(scaleValue(1, 3, 100)).toBe(33.33);
  });

  it('never gives a negative plot', () => {
    expect(plotArea({ width: 50, height: 50, margin: { top: 40, right: 40, bottom: 40, left: 40 } })).toEqual({ x: 40, y: 40, width: 0, height: 0 });
  });

  it('thins out labels that would overlap', () => {
    expect(labelStep(60, 50)).toBe(1);
    expect(labelStep(20, 50)).toBe(3);
    expect(labelStep(0, 50)).toBe(1);
  });
});

describe('wrapLabel', () => {
  it('keeps a short label on one line', () => {
    expect(wrapLabel('Offices', 20)).toEqual(['Offices']);
  });

  it('wraps at spaces onto two lines and ends a longer label with an ellipsis', () => {
    expect(wrapLabel('08 11 13 Hollow Metal Doors', 14)).toEqual(['08 11 13', 'Hollow Metal…']);
    expect(wrapLabel('Hollow Metal Doors', 12)).toEqual(['Hollow Metal', 'Doors']);
    const lines = wrapLabel('07 92 00 Joint Sealants and Other Weather Barriers', 16);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    expect(lines.every((l) => l.length <= 16)).toBe(true);
  });

  it('cuts a single word longer than a line', () => {
    expect(wrapLabel('Supercalifragilistic', 8, 1)).toEqual(['Superca…']);
  });
});
