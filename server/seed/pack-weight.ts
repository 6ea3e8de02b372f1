const UNIT_GRAMS: Record<string, number> = { g: 1, kg: 1000, ml: 1, l: 1000 };
/** A pack of bread, eggs or biscuits weighs about this much. */
const GRAMS_PER_PACK = 400;

/** Shipping weight of a demo pack from its name ("500 g", "5 l", "2 packs"); liquids at 1 g per ml. */
export function packWeightGrams(name: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(g|kg|ml|l|packs?)$/.exec(name.trim());
  if (!match) return 0;
  const amount = Number(match[1]);
  const unit = match[2] as string;
  return Math.round(amount * (unit.startsWith('pack') ? GRAMS_PER_PACK : (UNIT_GRAMS[unit] as number)));
}
