/**
 * Card sounds made here, at runtime, with WebAudio — no recorded assets: a deal is a short swish of
 * filtered noise, a flip two soft ticks, a shuffle a riffle of quick swishes. Where the browser has no
 * WebAudio (or has not been allowed to start it yet), nothing plays.
 */
export type CardSound = "deal" | "flip" | "shuffle";

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === "undefined") return null;
  return (context ??= new AudioContext());
}

/** One burst of band-passed noise: `at` seconds from now, `length` long, centred on `pitch` Hz. */
function swish(ctx: AudioContext, at: number, length: number, pitch: number, volume: number): void {
  const frames = Math.ceil(ctx.sampleRate * length);
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < frames; i++) samples[i] = (Math.random() * 2 - 1) * (1 - i / frames);
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = pitch;
  filter.Q.value = 0.9;
  const gain = ctx.createGain();
  const start = ctx.currentTime + at;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + length * 0.15);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(start);
}

/** Each sound's swishes: [start, length, pitch, volume]. */
const SOUNDS: Record<CardSound, readonly (readonly [number, number, number, number])[]> = {
  deal: [[0, 0.14, 2600, 0.35]],
  flip: [
    [0, 0.035, 4200, 0.3],
    [0.07, 0.04, 3400, 0.25],
  ],
  shuffle: Array.from({ length: 9 }, (_, i) => [i * 0.055, 0.05, 3000 + (i % 3) * 500, 0.22] as const),
};

/** When the audio goes quiet again, and the timer that suspends it then. */
let quietAt = 0;
let quiet: ReturnType<typeof setTimeout> | undefined;

export function playCardSound(sound: CardSound): void {
  const ctx = audio();
  if (!ctx) return;
  // A browser starts audio suspended until the user has interacted with the page.
  void ctx.resume();
  const swishes = SOUNDS[sound];
  for (const [at, length, pitch, volume] of swishes) swish(ctx, at, length, pitch, volume);
  // A running AudioContext renders silence without end, a thread busy for nothing: suspend it once
  // the last sound has played (the next sound resumes it).
  const ends = Math.max(...swishes.map(([at, length]) => at + length));
  quietAt = Math.max(quietAt, performance.now() + ends * 1000 + 250);
  clearTimeout(quiet);
  quiet = setTimeout(() => void ctx.suspend(), quietAt - performance.now());
}
