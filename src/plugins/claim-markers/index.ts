// Claim markers: a sentence about how react-figma 0.31.0 behaves that a reader could not guess
// ends with `:claim{#some-id}`, and the test that proves it names the same id
// (tests/lib/claims.ts). tests/source-checks/claim-markers.test.ts fails when a marker has no
// test or a test names a marker no page has. This remark plugin puts the claim's evidence class
// in its place (src/evidence): an empty element carrying the class for a claim resting on
// documented behavior only, a small linked mark for one resting on an assumption of the site's
// model of Figma. It fails the build on a malformed marker, so a typo cannot slip through as
// literal text, and on a claim whose evidence it cannot derive.
import type {MdNode, MdxAttribute} from '../markdown-node';
import type {Evidence, EvidenceClass} from '../../evidence';
import {claimEvidence, evidenceClasses, loadEvidence} from '../../evidence';
import {ruleAnchor} from '../../figma-preview/model-rules';

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

export interface ClaimMarkerOptions {
  evidence: Evidence;
  /** The URL of the page "How this site knows", where each assumed rule has its anchor. */
  evidencePage: string;
}

const attribute = (name: string, value: string): MdxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** The mark's visible word, by class: short, as it follows a sentence. */
const markWords: Record<Exclude<EvidenceClass, 'documented'>, string> = {
  assumed: 'model',
  confirmed: 'confirmed',
  differs: 'differs',
};

/**
 * What stands in the marker's place. A claim on documented behavior gets an empty element that
 * carries its class; one resting on an assumed rule gets a small link to that rule on the page
 * "How this site knows", whose accessible name says what the mark means.
 */
export function claimMark(id: string, options: ClaimMarkerOptions): MdNode {
  const {evidence, rules} = claimEvidence(id, options.evidence);
  const data = [
    attribute('data-claim', id),
    attribute('data-evidence', evidence),
    ...(rules.length ? [attribute('data-rules', rules.join('; '))] : []),
  ];
  if (evidence === 'documented') {
    return {type: 'mdxJsxTextElement', name: 'span', attributes: data, children: []};
  }
  const word = markWords[evidence];
  const label = `${word}: ${evidenceClasses[evidence]} (${rules.join('; ')})`;
  return {
    type: 'mdxJsxTextElement',
    name: 'a',
    attributes: [
      attribute('className', 'claim-mark'),
      attribute('href', `${options.evidencePage}#${ruleAnchor(rules[0]!)}`),
      attribute('aria-label', label),
      attribute('title', label),
      ...data,
    ],
    children: [{type: 'text', value: word}],
  };
}

/**
 * Remark plugin: puts each claim marker's evidence in its place; a malformed marker, or a claim
 * whose evidence cannot be derived, fails the build, naming file and line.
 */
export function remarkClaimMarkers(options: ClaimMarkerOptions) {
  return (tree: MdNode, file: {path?: string}) => {
    const walk = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (!isMarker(child)) return child;
        const where = `${file.path ?? 'a page'}:${child.position?.start.line ?? '?'}`;
        const marker = readClaimMarker(child);
        if ('error' in marker) throw new Error(`${where}: ${marker.error}.`);
        try {
          return claimMark(marker.id, options);
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}.`);
        }
      });
      node.children.forEach(walk);
    };
    walk(tree);
  };
}

/** The page that explains the evidence classes and lists every assumption (docs/how-this-site-knows.mdx). */
export const evidencePage = '/docs/how-this-site-knows';

/**
 * The plugin as docusaurus.config.ts lists it: reads the claim tests' records and the received
 * reports once, when the first page is compiled. A closure, not options: Docusaurus writes its
 * config, remark plugins' options included, into the client bundle.
 */
export function claimMarkersFromEvidence(): () => ReturnType<typeof remarkClaimMarkers> {
  let options: ClaimMarkerOptions | undefined;
  return () => remarkClaimMarkers((options ??= {evidence: loadEvidence(), evidencePage}));
}
