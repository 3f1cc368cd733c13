import type {FullResult, Reporter, Suite} from '@playwright/test/reporter';

/** Ends the run with one plain count line, "N passed, N failed", that CI logs can grep. */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onEnd(result: FullResult) {
    const outcomes = (this.suite?.allTests() ?? []).map((test) => test.outcome());
    const count = (...kinds: string[]) => outcomes.filter((o) => kinds.includes(o)).length;
    const failed = count('unexpected');
    const skipped = count('skipped');
    // An interrupted or timed-out run can fail without a failed test: say so.
    const status = result.status === 'passed' || failed > 0 ? '' : ` (run ${result.status})`;
    console.log(
      `\n${count('expected', 'flaky')} passed, ${failed} failed` +
        (skipped ? `, ${skipped} skipped` : '') +
        status,
    );
  }
}
