export const SAMPLE_RATE: number;
export const CARD_SOUNDS: Record<"deal" | "flip" | "shuffle", readonly (readonly [number, number, number, number])[]>;
export function cardSoundSamples(name: "deal" | "flip" | "shuffle"): Float32Array;
export function wav(samples: Float32Array): Buffer;
export function cardSoundFiles(): { name: string; bytes: Buffer }[];
