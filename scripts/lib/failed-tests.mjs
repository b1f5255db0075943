// Names of failed tests read from the runners' JSON reports, for the lines `npm test` prints above its summary.
/** The failed tests of a Vitest JSON report, as `file › full name`, the file relative to `root`. */
export function vitestFailures(result, root) {
  return result.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${root}/`, '')} › ${test.fullName}`),
  );
}

/** The failed specs of a Playwright JSON report's suite, as `file › describe › title`. */
export function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  const specs = (suite.specs ?? [])
    .filter((spec) => !spec.ok)
    .map((spec) => [...here, spec.title].join(' › '));
  return [...specs, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here))];
}
