/** The lines of a step's output that name its failures (failure-digest.mjs). */
export function failureDigest(output: string, options?: { limit?: number; width?: number }): string[];
