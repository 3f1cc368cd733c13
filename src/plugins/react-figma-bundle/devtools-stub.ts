// Stands in for react-devtools-core in the bundles that run react-figma in a browser (the
// Playground's worker, Run in Figma's plugin), where no DevTools connects: it keeps react-devtools-core's
// code out of them (BENCHMARK.md, "Figures behind the code's choices"), and `connectToDevTools()` from react-figma does nothing.
export function connectToDevTools(): void {}
