// The lists of the page "How this site knows" (docs/how-this-site-knows.mdx), built from the
// claim tests' records and the received reports (src/evidence) when the site builds: the page
// writes `::evidence{list="classes"}`, `::evidence{list="assumptions"}`,
// `::evidence{list="documented"}` or `::evidence{list="reports"}`, and this remark plugin puts the
// list in its place as Markdown, so the page needs no script and search indexes it.
import {
  assumptionsWithClaims,
  claimEvidence,
  evidenceClasses,
  loadEvidence,
  type Evidence,
  type EvidenceClass,
} from '../../evidence';
import {modelRules, ruleAnchor} from '../../figma-preview/model-rules';
import type {MdNode} from '../markdown-node';

const text = (value: string): MdNode => ({type: 'text', value});
const strong = (value: string): MdNode => ({type: 'strong', children: [text(value)]});
const link = (url: string, label: string): MdNode => ({type: 'link', url, children: [text(label)]});
const paragraph = (...children: MdNode[]): MdNode => ({type: 'paragraph', children});
const list = (items: MdNode[][]): MdNode =>
  ({
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children})),
  }) as MdNode;

/** Inline code spans (`like this`) of the registry's sentences, as Markdown nodes. */
/** Links to pages of Figma's reference, comma-separated, each named by its path there. */
const referenceLinks = (sources: string[]): MdNode[] =>
  sources.flatMap((source, index) => [
    ...(index ? [text(', ')] : []),
    link(source, source.replace(/^https:\/\/developers\.figma\.com\/docs\/plugins\/(api\/)?/, '')),
  ]);

function inline(sentence: string): MdNode[] {
  return sentence
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') ? {type: 'inlineCode', value: part.slice(1, -1)} : text(part),
    );
}

/** The URL of a docs file: docs/api/text.md → /docs/api/text. */
export const docsUrl = (file: string): string =>
  `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;

const classNames: Record<EvidenceClass, string> = {
  documented: 'Documented',
  assumed: 'Assumed',
  confirmed: 'Confirmed in Figma',
  differs: 'Figma differs',
};

function classesList(evidence: Evidence): MdNode[] {
  const counts = new Map<EvidenceClass, number>();
  for (const id of evidence.claims.keys()) {
    const {evidence: evidenceClass} = claimEvidence(id, evidence);
    counts.set(evidenceClass, (counts.get(evidenceClass) ?? 0) + 1);
  }
  return [
    list(
      (Object.keys(evidenceClasses) as EvidenceClass[]).map((name) => [
        paragraph(
          strong(classNames[name]),
          text(` (${counts.get(name) ?? 0} of ${evidence.claims.size} claims): `),
          ...inline(evidenceClasses[name]),
        ),
      ]),
    ),
  ];
}

function assumptionsList(evidence: Evidence): MdNode[] {
  return assumptionsWithClaims(evidence).flatMap(({rule, status, claims}) => [
    {
      type: 'heading',
      depth: 3,
      children: [text(`${rule.id[0]!.toUpperCase()}${rule.id.slice(1)} {#${ruleAnchor(rule.id)}}`)],
    } as MdNode,
    paragraph(strong('The model assumes: '), ...inline(rule.behavior)),
    paragraph(strong('Why: '), ...inline(rule.why)),
    paragraph(
      strong('In Figma: '),
      text(
        status.status === 'assumed'
          ? 'not yet checked: no report received. '
          : status.status === 'confirmed'
            ? `confirmed in Figma (API ${status.apiVersion}, report received ${status.received}). `
            : `Figma differs (API ${status.apiVersion}, report received ${status.received}): ${status.differences
                .map(
                  (d) =>
                    `${d.layer.join(' › ')}, ${d.figure} ${d.actual} where the site shows ${d.expected}`,
                )
                .join('; ')}. `,
      ),
      text("Figma's reference near it: "),
      ...referenceLinks(rule.sources),
      text('.'),
    ),
    claims.length
      ? paragraph(
          text(
            `Statements resting on it (${claims.length} ${claims.length === 1 ? 'claim' : 'claims'}):`,
          ),
        )
      : paragraph(text('No statement of the docs rests on it; previews name it where they do.')),
    ...(claims.length
      ? [
          list(
            claims.flatMap(({stands}) =>
              [...new Map(stands.map((place) => [place.file, place])).values()].map((place) => [
                paragraph(text(`“${place.sentence}” `), link(docsUrl(place.file), place.file)),
              ]),
            ),
          ),
        ]
      : []),
  ]);
}

function documentedList(): MdNode[] {
  return [
    list(
      modelRules
        .filter((rule) => rule.kind === 'documented')
        .map((rule) => [
          paragraph(
            strong(`${rule.id[0]!.toUpperCase()}${rule.id.slice(1)}: `),
            ...inline(rule.behavior),
            text(' ('),
            ...referenceLinks(rule.sources),
            text(')'),
          ),
        ]),
    ),
  ];
}

function reportsList(evidence: Evidence): MdNode[] {
  if (!evidence.reports.length) {
    return [
      paragraph(
        text(
          'None yet: the folder of received reports is empty, so every assumption above is still only the model’s.',
        ),
      ),
    ];
  }
  return [
    list(
      evidence.reports.map((report) => [
        paragraph(
          text(
            `${report.example.title}: Figma API ${report.apiVersion}, received ${report.received}, ${
              report.differences.length
                ? `${report.differences.length} differences`
                : 'no differences'
            }.`,
          ),
        ),
      ]),
    ),
  ];
}

const lists: Record<string, (evidence: Evidence) => MdNode[]> = {
  classes: classesList,
  assumptions: assumptionsList,
  documented: documentedList,
  reports: reportsList,
};

/** The class of the block that holds each generated list. */
export const evidenceListClass = 'evidence-list';

/** Remark plugin: each `::evidence{list="…"}` becomes its list; an unknown list fails the build. */
export function remarkEvidencePage(load: () => Evidence = loadEvidence) {
  return (tree: MdNode, file: {path?: string}) => {
    let evidence: Evidence | undefined;
    const walk = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type !== 'leafDirective' || child.name !== 'evidence') {
          walk(child);
          return [child];
        }
        const attributes = Array.isArray(child.attributes) ? {} : (child.attributes ?? {});
        const make = lists[attributes.list ?? ''];
        if (!make) {
          throw new Error(
            `${file.path ?? 'a page'}:${child.position?.start.line ?? '?'}: ::evidence takes list="${Object.keys(lists).join('|')}".`,
          );
        }
        // In a block of its own: the search leaves the lists out (docusaurus.config.ts), since
        // they repeat the API's names, each of which has its own page to find.
        return [
          {
            type: 'evidenceList',
            data: {hName: 'div', hProperties: {className: [evidenceListClass]}},
            children: make((evidence ??= load())),
          },
        ];
      });
    };
    walk(tree);
  };
}
