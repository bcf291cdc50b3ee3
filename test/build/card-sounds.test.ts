import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeCardSounds } from "../../scripts/build.mjs";
import { SAMPLE_RATE, cardSoundFiles } from "../../scripts/card-sounds.mjs";

describe("card sounds", () => {
  it("[T-HAND-05] the build writes deal, flip and shuffle as 16-bit mono WAV files, the same bytes every build, none silent or clipped", () => {
    const dir = mkdtempSync(join(tmpdir(), "deckbound-sounds-"));
    try {
      writeCardSounds(dir);
      expect(readdirSync(join(dir, "assets", "sounds")).sort()).toEqual(["deal.wav", "flip.wav", "shuffle.wav"]);
      for (const { name, bytes } of cardSoundFiles()) {
        const file = readFileSync(join(dir, "assets", "sounds", name));
        expect(file.equals(bytes), name).toBe(true);
        expect(file.toString("ascii", 0, 4) + file.toString("ascii", 8, 16)).toBe("RIFFWAVEfmt ");
        expect([file.readUInt16LE(22), file.readUInt32LE(24), file.readUInt16LE(34)]).toEqual([1, SAMPLE_RATE, 16]);
        const peak = Math.max(...Array.from({ length: (file.length - 44) / 2 }, (_, i) => Math.abs(file.readInt16LE(44 + i * 2))));
        expect(peak, name).toBeGreaterThan(1000);
        expect(peak, name).toBeLessThan(32767);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
