/** Milliseconds of one cold boot's phases. */
export interface BootPhases {
  readonly compile: number;
  readonly evaluate: number;
  readonly init: number;
  /** The process's CPU time over evaluate and init. */
  readonly evaluateAndInitCpu: number;
}
export const DEFAULT_BUNDLE: string;
export function bootTimes(bundle?: string, runs?: number): BootPhases[];
export function medianBoot(
  boots: readonly BootPhases[],
): BootPhases & { readonly evaluateAndInit: number; readonly fastestEvaluateAndInitCpu: number; readonly total: number };
