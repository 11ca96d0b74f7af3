// The indexed query engine's search paths against the pure definitions (the equality suite of
// tests/utils/unit/voter-query-suite.ts): searches picked from the range ids, and searches and
// households from the keys in memory. A file of its own so it runs beside voter-query.test.ts.
import { QUERY_PATHS, everyReportThrough, useFixtureDb } from '../utils/unit/voter-query-suite.ts';

everyReportThrough(useFixtureDb(), QUERY_PATHS.indexedSearches);
