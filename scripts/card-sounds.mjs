// Card sounds [T-HAND-05]: a deal is a short swish of filtered noise, a flip two soft ticks, a shuffle
// a riffle of quick swishes. Rendered here as small WAV files at build time (no recorded assets live
// in the repository), so that the system plays them through Foundry's AudioHelper on the interface
// channel, where the player's Interface volume slider governs them.
//
// Plain JavaScript because Node runs the build without TypeScript.

export const SAMPLE_RATE = 22050;

/** Each sound's swishes: [start s, length s, centre pitch Hz, peak volume]. */
export const CARD_SOUNDS = {
  deal: [[0, 0.14, 2600, 0.35]],
  flip: [
    [0, 0.035, 4200, 0.3],
    [0.07, 0.04, 3400, 0.25],
  ],
  shuffle: Array.from({ length: 9 }, (_, i) => [i * 0.055, 0.05, 3000 + (i % 3) * 500, 0.22]),
};

/** A fixed noise source, so a build always writes the same files. */
function noise(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One swish mixed into `out`: band-passed noise (RBJ biquad, Q 0.9) under a quick rise and a fall. */
function swish(out, [at, length, pitch, volume], random) {
  const start = Math.round(at * SAMPLE_RATE);
  const frames = Math.ceil(length * SAMPLE_RATE);
  const w = (2 * Math.PI * pitch) / SAMPLE_RATE;
  const alpha = Math.sin(w) / (2 * 0.9);
  const a0 = 1 + alpha;
  const [b0, b2, a1, a2] = [alpha / a0, -alpha / a0, (-2 * Math.cos(w)) / a0, (1 - alpha) / a0];
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  const rise = Math.max(1, Math.round(frames * 0.15));
  for (let i = 0; i < frames && start + i < out.length; i++) {
    const x = (random() * 2 - 1) * (1 - i / frames);
    const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    const envelope = i < rise ? i / rise : Math.pow(0.0001 / volume, (i - rise) / (frames - rise));
    out[start + i] += y * volume * envelope;
  }
}

/** A sound's samples, -1 to 1. */
export function cardSoundSamples(name) {
  const swishes = CARD_SOUNDS[name];
  const frames = Math.ceil(Math.max(...swishes.map(([at, length]) => at + length)) * SAMPLE_RATE);
  const out = new Float32Array(frames);
  const random = noise(name.length * 7919);
  for (const part of swishes) swish(out, part, random);
  return out;
}

/** 16-bit mono PCM WAV bytes of the samples. */
export function wav(samples) {
  const bytes = Buffer.alloc(44 + samples.length * 2);
  bytes.write("RIFF", 0);
  bytes.writeUInt32LE(36 + samples.length * 2, 4);
  bytes.write("WAVEfmt ", 8);
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(SAMPLE_RATE, 24);
  bytes.writeUInt32LE(SAMPLE_RATE * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write("data", 36);
  bytes.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((sample, i) => bytes.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), 44 + i * 2));
  return bytes;
}

/** assets/sounds/<name>.wav for each card sound. */
export function cardSoundFiles() {
  return Object.keys(CARD_SOUNDS).map((name) => ({ name: `${name}.wav`, bytes: wav(cardSoundSamples(name)) }));
}
