// Made by the build's image step (frontend/vite/photos.plugin.ts) from frontend/photos/.
declare module 'virtual:centre-photos' {
  const manifest: import('./photo-naming').PhotoManifest;
  export default manifest;
}
