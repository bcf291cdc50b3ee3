// Shared by npm start (served for any /icons/ path) and the static site (written per icon named).
//
// Foundry's core icons (icons/svg/…) are not ours to ship: the sandbox and the site show a stand-in
// of our own drawing for each. Only Foundry's default portrait (mystery-man) stands in as a person;
// an item's icon stands in as a thing (a shield for a shield, a bag for Foundry's default item
// icon…), so an item sheet never shows a person where Foundry shows an object.

const BACKGROUND = "#124e57";
const INK = "#f4efe4";

/** Our own drawings, on a 64 × 64 tile, for the core icons the system and its packs name. */
const GLYPHS = {
  "mystery-man": `<circle cx="32" cy="24" r="12"/><path d="M10 60c2-14 12-20 22-20s20 6 22 20z"/>`,
  "item-bag": `<path d="M24 12h16l-5 9c10 4 17 14 17 25 0 8-7 12-20 12s-20-4-20-12c0-11 7-21 17-25z"/>`,
  shield: `<path d="M32 8l20 7v15c0 14-9 23-20 28-11-5-20-14-20-28V15z"/>`,
  sword: `<path d="M30 6h4l2 34h-8z"/><rect x="20" y="40" width="24" height="4"/><rect x="30" y="44" width="4" height="10"/><circle cx="32" cy="57" r="3"/>`,
  book: `<path d="M10 14h16c3 0 5 2 5 5v33c0-2-2-4-5-4H10zM54 14H38c-3 0-5 2-5 5v33c0-2 2-4 5-4h16z"/>`,
  aura: `<circle cx="32" cy="32" r="8"/><circle cx="32" cy="32" r="16" fill="none" stroke="${INK}" stroke-width="3"/><circle cx="32" cy="32" r="24" fill="none" stroke="${INK}" stroke-width="3"/>`,
  hazard: `<path d="M32 8l26 46H6z"/><rect x="30" y="24" width="4" height="16" fill="${BACKGROUND}"/><circle cx="32" cy="46" r="2.5" fill="${BACKGROUND}"/>`,
  "card-hand": `<rect x="10" y="16" width="20" height="30" rx="3" transform="rotate(-15 20 46)"/><rect x="22" y="12" width="20" height="30" rx="3" stroke="${BACKGROUND}" stroke-width="2"/><rect x="34" y="16" width="20" height="30" rx="3" transform="rotate(15 44 46)" stroke="${BACKGROUND}" stroke-width="2"/>`,
  upgrade: `<path d="M32 8l20 22H40v26H24V30H12z"/>`,
  downgrade: `<path d="M32 56l20-22H40V8H24v26H12z"/>`,
  target: `<circle cx="32" cy="32" r="22" fill="none" stroke="${INK}" stroke-width="4"/><circle cx="32" cy="32" r="6"/><rect x="30" y="4" width="4" height="14"/><rect x="30" y="46" width="4" height="14"/><rect x="4" y="30" width="14" height="4"/><rect x="46" y="30" width="14" height="4"/>`,
  "dice-target": `<circle cx="32" cy="32" r="24" fill="none" stroke="${INK}" stroke-width="4"/><circle cx="32" cy="32" r="14" fill="none" stroke="${INK}" stroke-width="4"/><circle cx="32" cy="32" r="5"/>`,
};

/** Any other core icon (a status effect's…): a plain token, neither a person nor a named thing. */
const ANY_OTHER = `<path d="M32 8l22 24-22 24-22-24z"/>`;

/** The core icons that have a drawing of their own ("shield" for icons/svg/shield.svg). */
export const DRAWN_ICONS = Object.freeze(Object.keys(GLYPHS));

/** The stand-in SVG for a core icon's path (icons/svg/shield.svg, /icons/svg/mystery-man.svg…). */
export function standInIcon(path) {
  const name = /([A-Za-z0-9_-]+)\.(?:svg|webp|png)$/.exec(path)?.[1] ?? "";
  const glyph = Object.hasOwn(GLYPHS, name) ? GLYPHS[name] : ANY_OTHER;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BACKGROUND}"/><g fill="${INK}">${glyph}</g></svg>`;
}
