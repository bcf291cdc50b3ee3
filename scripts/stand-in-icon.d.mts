export const STAND_IN_ICON: string;
