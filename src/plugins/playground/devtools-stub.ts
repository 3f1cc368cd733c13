// Stands in for react-devtools-core in the playground's worker, where no DevTools can connect: it
// keeps 200 kB out of the bundle, and `connectToDevTools()` from react-figma does nothing.
export function connectToDevTools(): void {}
