// Claim markers: a sentence about how react-figma 0.31.0 behaves that a reader could not guess
// ends with `:claim{#some-id}`, and the test that proves it names the same id
// (tests/lib/claims.ts). tests/source-checks/claim-markers.test.ts fails when a marker has no
// test or a test names a marker no page has. The marker is for authors and tests: this remark
// plugin removes it from the page, and fails the build on a malformed one, so a typo cannot
// slip through as literal text.
import type {MdNode} from '../markdown-node';

/** The directive's name, and the form an id takes: lowercase words joined by hyphens. */
export const claimDirective = 'claim';
const claimIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The id of a claim marker node, or an error saying what is wrong with it. */
export function readClaimMarker(node: MdNode): {id: string} | {error: string} {
  const attributes = Array.isArray(node.attributes) ? {} : (node.attributes ?? {});
  const {id, ...others} = attributes;
  if (node.type !== 'textDirective') return {error: 'a claim marker goes inside a sentence'};
  if ((node.children ?? []).length > 0) return {error: 'a claim marker takes no [label]'};
  if (Object.keys(others).length > 0 || !id || !claimIdPattern.test(id)) {
    return {error: 'a claim marker is written :claim{#lowercase-words-with-hyphens}'};
  }
  return {id};
}

const isMarker = (node: MdNode) =>
  node.name === claimDirective &&
  ['textDirective', 'leafDirective', 'containerDirective'].includes(node.type);

/** Remark plugin: takes every claim marker out of the page; a malformed one fails the build. */
export function remarkClaimMarkers() {
  return (tree: MdNode, file: {path?: string}) => {
    const walk = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.filter((child) => {
        if (!isMarker(child)) return true;
        const marker = readClaimMarker(child);
        if ('error' in marker) {
          const where = `${file.path ?? 'a page'}:${child.position?.start.line ?? '?'}`;
          throw new Error(`${where}: ${marker.error}.`);
        }
        return false;
      });
      node.children.forEach(walk);
    };
    walk(tree);
  };
}
