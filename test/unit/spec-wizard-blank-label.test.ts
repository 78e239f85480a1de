import { describe, expect, it } from 'vitest';
import { blankLabel } from '../../src/domain/spec-wizard';

describe('blankLabel', () => {
  it('names a blank by its paragraph topic and the words around it', () => {
    expect(blankLabel('Mockup Size: [____] square feet, including typical joints.')).toBe('Value for Mockup Size: ____ square feet');
    expect(blankLabel('Substitutions: [____].')).toBe('Value for Substitutions: ____');
    expect(blankLabel('Finish Warranty: manufacturer agrees to repair or replace components that fade within [____] years from date of Substantial Completion.')).toBe(
      'Value for Finish Warranty: … or replace components that fade within ____ years from date',
    );
    expect(blankLabel('Provide [____] spare units')).toBe('Value for Provide ____ spare units');
  });
});
