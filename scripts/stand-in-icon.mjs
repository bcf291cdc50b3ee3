// Shared by npm start (served for any /icons/ path) and the static site (written per icon named).

/** A portrait silhouette standing in for Foundry's core icons (icons/svg/…), which are not ours to ship. */
export const STAND_IN_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#124e57"/><circle cx="32" cy="24" r="12" fill="#f4efe4"/><path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="#f4efe4"/></svg>`;
