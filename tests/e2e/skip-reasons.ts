import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * The list reporter marks a skipped test with "-" and no more. This one says, at the end, why
 * each was skipped (the reason given to `test.skip(condition, reason)`), so a skip is never
 * silent; a skip with no reason says that too.
 */
export default class SkipReasons implements Reporter {
  private readonly skipped: string[] = [];

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== "skipped") return;
    const reasons = new Set(
      [...test.annotations, ...result.annotations]
        .filter((annotation) => annotation.type === "skip" || annotation.type === "fixme")
        .map((annotation) => annotation.description)
        .filter(Boolean),
    );
    const reason = reasons.size > 0 ? [...reasons].join("; ") : "no reason given";
    const title = test.titlePath().filter(Boolean).join(" › ");
    this.skipped.push(`  - ${title}\n      skipped: ${reason}`);
  }

  onEnd(_result: FullResult) {
    if (this.skipped.length === 0) return;
    console.log(`\n${this.skipped.length} skipped, and why:\n${this.skipped.join("\n")}`);
  }
}
