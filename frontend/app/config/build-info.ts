declare const __BUILD_DATE__: string;

/** When this site was built (Vite's `define`; Jest's `globals`). */
export const BUILD_DATE: Date = new Date(__BUILD_DATE__);
export const BUILD_YEAR: number = BUILD_DATE.getUTCFullYear();
