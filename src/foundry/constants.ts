/** The system id: folder name under Data/systems, settings namespace, flag scope, query prefix. */
export const SYSTEM_ID = "deckbound" as const;

/** Default portraits of new actors (hand-made assets/actors/*.svg, copied by the build). */
export const ACTOR_ART_PATH = `systems/${SYSTEM_ID}/assets/actors` as const;
/** Where card art lives; a card's face is `<code>.svg`, its back `back.svg`. */
export const CARD_ART_PATH = `systems/${SYSTEM_ID}/assets/cards` as const;

/** The one query every player request travels through (see gm/authority.ts). */
export const GM_QUERY = `${SYSTEM_ID}.request` as const;
/** The query the active GM's client sends every other connected GM's before serving (gm/authority.ts). */
export const HANDOVER_QUERY = `${SYSTEM_ID}.handover` as const;

/** The Card subtype that carries a card's identity (see table/playing-card-model.ts). */
export const PLAYING_CARD_TYPE = "playing" as const;
