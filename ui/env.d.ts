// Module declarations for what Vite resolves at build time.
declare module "*.css"
declare module "virtual:uno.css"
