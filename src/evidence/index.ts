// How the site knows each statement it makes about react-figma 0.31.0 in Figma. Every claim
// (a sentence ending with `:claim{#id}`) is proved by a claim test that renders it through
// react-figma against the site's Figma model (src/figma-preview). The tests record, per claim,
// the assumed rules of the model their runs used (claims/*.json, written by tests/lib/claims.ts);
// reports that readers send from Run in Figma (reports/*.json) then confirm an assumed rule in
// Figma or show where Figma differs. The build reads both: a claim's mark in the page
// (src/plugins/claim-markers) and the page "How this site knows" (src/plugins/evidence-page)
// come from here, and a claim without a record fails the build.
import fs from 'node:fs';
import path from 'node:path';
import {assumedRule, assumedRules} from '../figma-preview/model-rules';
import {reactFigmaVersion} from '../utils/react-figma-version';
import type {FigmaCheckReport, LayerDifference} from '../run-in-figma/figma-check';

export type {LayerDifference};

/** Where a claim's sentence stands in the docs. */
export interface ClaimPlace {
  file: string;
  sentence: string;
}

/** What the claim tests recorded for one marker (claims/<group>.json). */
export interface ClaimRecord {
  /** The assumed rules of the model any of its tests' runs used, by id, sorted. */
  assumptions: string[];
  /** The tests that prove it, by their short statement. */
  tests: string[];
  /** Its sentences in the docs. */
  stands: ClaimPlace[];
}

/**
 * A report a reader sent from Run in Figma's window ("Copy report"), kept in reports/, with the
 * day the maintainers received it (YYYY-MM-DD). The layers a second render replaced are the
 * reader's to read; the build does not need them.
 */
export interface FigmaReport extends Omit<FigmaCheckReport, 'replaced'> {
  received: string;
}

/** Where an assumed rule stands after the received reports. */
export type RuleStatus =
  | {status: 'assumed'}
  | {status: 'confirmed'; apiVersion: string; received: string}
  | {status: 'differs'; apiVersion: string; received: string; differences: LayerDifference[]};

/** How a claim is known. */
export type EvidenceClass = 'documented' | 'assumed' | 'confirmed' | 'differs';

export const evidenceClasses: Record<EvidenceClass, string> = {
  documented: `Rendered through react-figma ${reactFigmaVersion} against the site's model of Figma, using only behavior Figma's reference documents.`,
  assumed:
    "Follows this site's model of Figma where Figma's reference does not document the behavior; Run in Figma shows what your Figma does.",
  confirmed: "Rests on an assumption of the site's model that a report from Figma has confirmed.",
  differs:
    "Rests on an assumption of the site's model that a report from Figma contradicts: Figma may draw it otherwise.",
};

export interface Evidence {
  claims: Map<string, ClaimRecord>;
  reports: FigmaReport[];
}

export const evidenceDir = __dirname;
const claimsDir = path.join(evidenceDir, 'claims');
const reportsDir = path.join(evidenceDir, 'reports');

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const jsonFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(dir, name))
    : [];

/** The name of the file a group of claim tests records into. */
export const claimsFile = (group: string): string =>
  path.join(claimsDir, `${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.json`);

/** Reads the claim tests' records and the received reports; a malformed file throws. */
export function loadEvidence(): Evidence {
  const claims = new Map<string, ClaimRecord>();
  for (const file of jsonFiles(claimsDir)) {
    const records = readJson(file) as Record<string, ClaimRecord>;
    for (const [id, record] of Object.entries(records)) {
      const known = claims.get(id);
      claims.set(
        id,
        known
          ? {
              assumptions: [...new Set([...known.assumptions, ...record.assumptions])].sort(),
              tests: [...known.tests, ...record.tests],
              stands: known.stands,
            }
          : record,
      );
    }
  }
  const reports = jsonFiles(reportsDir).map((file) => {
    const report = readJson(file) as FigmaReport;
    if (typeof report.apiVersion !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(report.received)) {
      throw new Error(
        `${path.relative(process.cwd(), file)}: a report needs apiVersion and received (YYYY-MM-DD)`,
      );
    }
    for (const id of report.assumptions) assumedRule(id);
    return report;
  });
  return {claims, reports};
}

/** An assumed rule's standing: a difference it explains outweighs a report that shows none. */
export function ruleStatus(id: string, reports: FigmaReport[]): RuleStatus {
  const latest = (list: FigmaReport[]) =>
    [...list].sort((a, b) => b.received.localeCompare(a.received))[0];
  const differing = reports.filter((report) =>
    report.differences.some((difference) => difference.rule === id),
  );
  const first = latest(differing);
  if (first) {
    return {
      status: 'differs',
      apiVersion: first.apiVersion,
      received: first.received,
      differences: first.differences.filter((difference) => difference.rule === id),
    };
  }
  const agreeing = latest(
    reports.filter((report) => report.assumptions.includes(id) && !report.differences.length),
  );
  return agreeing
    ? {status: 'confirmed', apiVersion: agreeing.apiVersion, received: agreeing.received}
    : {status: 'assumed'};
}

/**
 * A claim's evidence class, derived from its record: a claim no test recorded, or one that names
 * a rule the model does not have as assumed, throws, and the build stops on it.
 */
export function claimEvidence(
  id: string,
  evidence: Evidence,
): {evidence: EvidenceClass; rules: string[]} {
  const record = evidence.claims.get(id);
  if (!record) {
    throw new Error(
      `no claim test recorded evidence for #${id} (src/evidence/claims/): run its claim test with UPDATE_EVIDENCE=1`,
    );
  }
  const rules = record.assumptions.map((rule) => assumedRule(rule).id);
  if (!rules.length) return {evidence: 'documented', rules};
  const statuses = rules.map((rule) => ruleStatus(rule, evidence.reports).status);
  const evidenceClass: EvidenceClass = statuses.includes('differs')
    ? 'differs'
    : statuses.every((status) => status === 'confirmed')
      ? 'confirmed'
      : 'assumed';
  return {evidence: evidenceClass, rules};
}

/** Every assumed rule with the claims resting on it, for the page. */
export function assumptionsWithClaims(evidence: Evidence) {
  return assumedRules.map((rule) => ({
    rule,
    status: ruleStatus(rule.id, evidence.reports),
    claims: [...evidence.claims]
      .filter(([, record]) => record.assumptions.includes(rule.id))
      .map(([id, record]) => ({id, ...record})),
  }));
}
