// Stands in for react-devtools-core in the bundles that run react-figma in a browser (the
// Playground's worker, Run in Figma's plugin), where no DevTools connects: it keeps 200 kB out of
// them, and `connectToDevTools()` from react-figma does nothing.
export function connectToDevTools(): void {}
