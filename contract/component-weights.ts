/** What the build says each component type weighs (scripts/component-weights.ts; the page editor's weight meter). */
export interface ComponentWeights {
  /** Gzip bytes of the critical path every page loads first. */
  criticalPath: number;
  /** Gzip bytes of each file a component may load beyond the critical path. */
  files: Record<string, number>;
  /** The files each component type loads (shared ones listed for each type that needs them). */
  components: Record<string, string[]>;
}

/** The storefront's budgets a page is weighed against (DESIGN.md section 8, and ours for a page's own share). */
export const PAGE_BUDGETS = {
  /** Critical-path JavaScript for /, gzip (DESIGN.md section 8). */
  criticalPath: 110 * 1024,
  /** Ours: a page's components (renderers, validators, their CSS) on top of the critical path, gzip. */
  components: 60 * 1024,
  /** Ours: every image a page shows, as the store serves them. */
  images: 1536 * 1024,
  /** Ours: a component is heavy above the fold on a phone from this much (its code and images). */
  heavy: 150 * 1024,
} as const;
