/** The app version from package.json, put in by Vite at build time. */
declare const __APP_VERSION__: string;
