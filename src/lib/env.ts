/** The one place the app reads build-time configuration. */
declare const __BUILD_ID__: string;
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
export const IS_DEV: boolean = import.meta.env.DEV;
