// The react-figma version the site documents, as package.json pins it: every visible
// "react-figma X" on the site reads it here, so an upgrade changes one line of package.json
// (see CONTRIBUTING.md, "Upgrading react-figma"). Relative imports only: the Playground's worker,
// the build's child and Vitest load this file without the site's aliases.
import packageJson from '../../package.json';

export const reactFigmaVersion: string = packageJson.dependencies['react-figma'];
