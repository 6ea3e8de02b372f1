import { describe, expect, it } from 'vitest';
import { packWeightGrams } from './pack-weight';

describe('pack weight from the pack name', () => {
  it.each([
    ['500 g', 500],
    ['1 kg', 1000],
    ['10 kg', 10000],
    ['200 ml', 200],
    ['5 l', 5000],
    ['1 pack', 400],
    ['3 packs', 1200],
    ['1.5 kg', 1500],
  ])('%s → %i g', (name, grams) => {
    expect(packWeightGrams(name)).toBe(grams);
  });
  it('is 0 for a name it cannot read', () => {
    expect(packWeightGrams('family size')).toBe(0);
  });
});
