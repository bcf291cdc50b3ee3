// Card art [CORE-01]: SVG faces for the 52 suited cards and two jokers, plus one back, generated as
// text so that no binary art lives in the repository. Suits are drawn as paths (never font glyphs,
// which some systems swap for colour emoji) and always carry both their symbol and their colour.
// The corner index is deliberately oversized: Foundry shows cards in hands and chat at ~60 px wide.
//
// Plain JavaScript because Node 20 runs the build without TypeScript; test/build/card-art.test.ts
// checks that the codes here match src/rules/cards/card.ts.

export const SUIT_CODES = ["C", "D", "H", "S"];
export const RANK_CODES = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
export const JOKER_CODES = ["JKR", "JKB"];

export const RED = "#c0152f";
export const BLACK = "#1c1c1c";

/** Suit shapes as one path each in a 100 × 100 box; overlapping sub-paths share a winding. */
export const SUIT_PATHS = {
  H: "M50 92C34 78 4 58 4 32C4 16 16 5 30 5C40 5 47 11 50 19C53 11 60 5 70 5C84 5 96 16 96 32C96 58 66 78 50 92Z",
  D: "M50 2L88 50L50 98L12 50Z",
  S: "M50 3C42 18 6 38 6 62C6 77 17 86 29 86C37 86 44 82 47 76C46 86 41 93 33 98L67 98C59 93 54 86 53 76C56 82 63 86 71 86C83 86 94 77 94 62C94 38 58 18 50 3Z",
  C: [
    circle(50, 27, 21),
    circle(26, 60, 21),
    circle(74, 60, 21),
    circle(50, 52, 12),
    "M46 60C46 80 41 91 32 98L68 98C59 91 54 80 54 60Z",
  ].join(""),
};

/** Text form of each suit, for the accessible title only (the drawing uses SUIT_PATHS). */
export const SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };

const STAR_PATH = "M50 4L61 37L96 37L68 58L78 92L50 71L22 92L32 58L4 37L39 37Z";

const WIDTH = 250;
const HEIGHT = 350;
/** Centre line of the corner index column. */
const INDEX_X = 38;
const FONT = "'Arial Narrow','Liberation Sans Narrow','DejaVu Sans Condensed',Arial,Helvetica,sans-serif";
const PAPER = "#fffdf7";
const EDGE = "#9a948a";

/** Every card code in deck order: clubs, diamonds, hearts, spades (2 … A), then the jokers. */
export function cardCodes() {
  return [...SUIT_CODES.flatMap((suit) => RANK_CODES.map((rank) => `${rank}${suit}`)), ...JOKER_CODES];
}

export function suitColor(suit) {
  return suit === "D" || suit === "H" ? RED : BLACK;
}

/** SVG text for one face, by notation (`8C`, `10H`, `AS`, `JKR`, `JKB`). Throws on unknown codes. */
export function cardSvg(code) {
  if (code === "JKR") return jokerSvg(code, RED, true);
  if (code === "JKB") return jokerSvg(code, BLACK, false);
  const match = /^(10|[2-9JQKA])([CDHS])$/.exec(code);
  if (!match) throw new Error(`card-art: not a card code "${code}"`);
  const [, rank, suit] = match;
  const color = suitColor(suit);
  const centre = rank === "A" ? ace(suit) : "JQK".includes(rank) ? court(rank, suit, color) : pips(Number(rank), suit);
  return frame(code, `${rank}${SUIT_SYMBOLS[suit]}`, color, [corners(rankText(rank) + suitShape(suit, INDEX_X, 128, 56)), centre]);
}

/** The common back: a lattice in deep teal with a four-suit medallion. */
export function backSvg() {
  const lattice = [];
  for (let x = -350; x <= WIDTH; x += 25) {
    lattice.push(`M${x} 0L${x + HEIGHT} ${HEIGHT}`, `M${x + HEIGHT} 0L${x} ${HEIGHT}`);
  }
  const medallion = SUIT_CODES.map((suit, i) => {
    const angle = (i * Math.PI) / 2 - Math.PI / 4;
    return suitShape(suit, 125 + 30 * Math.cos(angle), 175 + 30 * Math.sin(angle), 30, 0, "#f4ead5");
  }).join("");
  return svg("back", "Deckbound", [
    `<rect x="2" y="2" width="246" height="346" rx="14" fill="#124e57" stroke="${EDGE}" stroke-width="3"/>`,
    `<rect x="16" y="16" width="218" height="318" rx="8" fill="#176370" stroke="#f4ead5" stroke-width="3"/>`,
    `<clipPath id="back-inner"><rect x="16" y="16" width="218" height="318" rx="8"/></clipPath>`,
    `<path clip-path="url(#back-inner)" d="${lattice.join("")}" stroke="#0e3f47" stroke-width="6" fill="none"/>`,
    `<circle cx="125" cy="175" r="62" fill="#124e57" stroke="#f4ead5" stroke-width="4"/>`,
    medallion,
  ]);
}

/** Every file the build writes: `<code>.svg` for each card, then `back.svg`. */
export function cardArtFiles() {
  return [...cardCodes().map((code) => ({ name: `${code}.svg`, svg: cardSvg(code) })), { name: "back.svg", svg: backSvg() }];
}

// ——— drawing helpers ———

function svg(code, title, body) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" data-card="${code}">`,
    `<title>${title}</title>`,
    ...body,
    "</svg>",
    "",
  ].join("\n");
}

function frame(code, title, color, body) {
  return svg(code, title, [
    `<rect x="2" y="2" width="246" height="346" rx="14" fill="${PAPER}" stroke="${EDGE}" stroke-width="3"/>`,
    `<g fill="${color}" data-color="${color === RED ? "red" : "black"}">`,
    ...body,
    "</g>",
  ]);
}

/** Draw `content` (in top-left coordinates) in the top-left corner and, turned, in the bottom-right. */
function corners(content) {
  return `<g>${content}</g><g transform="rotate(180 125 175)">${content}</g>`;
}

function rankText(rank) {
  // "10" is two glyphs: squeeze it into the index column so the index keeps its height.
  const squeeze = rank === "10" ? ` textLength="66" lengthAdjust="spacingAndGlyphs"` : "";
  return `<text x="${INDEX_X}" y="84" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="88"${squeeze}>${rank}</text>`;
}

/** A suit shape centred on (cx, cy), `size` units tall, optionally upside down. */
function suitShape(suit, cx, cy, size, rotate = 0, fill) {
  const scale = size / 100;
  const turn = rotate ? ` rotate(${rotate})` : "";
  const paint = fill ? ` fill="${fill}"` : "";
  return `<path${paint} transform="translate(${r(cx)} ${r(cy)})${turn} scale(${r(scale)}) translate(-50 -50)" d="${SUIT_PATHS[suit]}"/>`;
}

/** Pip positions (column, row) in the unit square for 2–10, as on a traditional deck. */
const PIP_LAYOUTS = {
  2: [
    [0.5, 0],
    [0.5, 1],
  ],
  3: [
    [0.5, 0],
    [0.5, 0.5],
    [0.5, 1],
  ],
  4: [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
  5: [
    [0, 0],
    [1, 0],
    [0.5, 0.5],
    [0, 1],
    [1, 1],
  ],
  6: [
    [0, 0],
    [1, 0],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  7: [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [1, 1],
  ],
  8: [
    [0, 0],
    [1, 0],
    [0.5, 0.25],
    [0, 0.5],
    [1, 0.5],
    [0.5, 0.75],
    [0, 1],
    [1, 1],
  ],
  9: [
    [0, 0],
    [1, 0],
    [0, 1 / 3],
    [1, 1 / 3],
    [0.5, 0.5],
    [0, 2 / 3],
    [1, 2 / 3],
    [0, 1],
    [1, 1],
  ],
  10: [
    [0, 0],
    [1, 0],
    [0.5, 1 / 6],
    [0, 1 / 3],
    [1, 1 / 3],
    [0, 2 / 3],
    [1, 2 / 3],
    [0.5, 5 / 6],
    [0, 1],
    [1, 1],
  ],
};

function pips(count, suit) {
  const [left, right, top, bottom, size] = [95, 155, 52, 298, 38];
  return PIP_LAYOUTS[count]
    .map(([col, row]) => suitShape(suit, left + col * (right - left), top + row * (bottom - top), size, row > 0.5 ? 180 : 0))
    .join("");
}

function ace(suit) {
  return suitShape(suit, 125, 175, 104);
}

/** Jack, Queen, King: a tinted panel with a large letter between two suit shapes. */
function court(rank, suit, color) {
  const tint = color === RED ? "#fbe7e4" : "#e6eaee";
  return [
    `<rect x="80" y="30" width="90" height="290" rx="8" fill="${tint}" stroke="${color}" stroke-width="3"/>`,
    suitShape(suit, 125, 76, 44),
    `<text x="125" y="211" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="104">${rank}</text>`,
    suitShape(suit, 125, 274, 44, 180),
  ].join("");
}

/** Jokers: no suit, so a star stands in for one — filled on the red joker, outlined on the black. */
function jokerSvg(code, color, filled) {
  const star = (cx, cy, size) =>
    `<path transform="translate(${cx} ${cy}) scale(${r(size / 100)}) translate(-50 -50)" d="${STAR_PATH}"` +
    (filled ? "/>" : ` fill="${PAPER}" stroke="${color}" stroke-width="${r(900 / size)}" stroke-linejoin="round"/>`);
  const word = `<text x="125" y="272" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="40" textLength="112" lengthAdjust="spacingAndGlyphs">JOKER</text>`;
  return frame(code, `JOKER ${filled ? "★" : "☆"}`, color, [corners(star(INDEX_X, 58, 60)), star(125, 165, 120), word]);
}

function circle(cx, cy, radius) {
  return `M${cx - radius} ${cy}a${radius} ${radius} 0 1 0 ${2 * radius} 0a${radius} ${radius} 0 1 0 ${-2 * radius} 0Z`;
}

function r(value) {
  return Math.round(value * 1000) / 1000;
}
