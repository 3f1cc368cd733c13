// Stands in for react-devtools-core wherever react-figma runs here: in the browser bundles (the
// Playground's worker, Run in Figma's plugin; src/plugins/react-figma-bundle) and in the build's
// child processes (src/plugins/previews/child.ts). No DevTools connects to any of them, and
// `connectToDevTools()` from react-figma does nothing. The real module would add its code to the
// bundles (BENCHMARK.md, "Figures behind the code's choices"), and in a child it would install React's DevTools hook on the global for good: a getter
// no run can delete, which the next run's React would report to, holding every earlier run's
// fiber roots (and through them each run's modules, Yoga's heap among them).
export function connectToDevTools(): void {}
